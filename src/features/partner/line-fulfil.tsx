/**
 * A grocery line in the portal's order view (decision 048): what the shopper chose (a meal's
 * options; for a grocery line, what to do if it is missing, and an item sold by weight's estimate),
 * and the store's answer: packed (a weighed line with its packed weight, whose price settles on it,
 * never above what the shopper was charged) or substituted (by the item the shopper named, or one of
 * the store's items when they allowed a similar one). Missing is the line's "unavailable" button.
 * Taps go through the outbox (queueLineFulfil), offline too.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { baseApi } from '../../api/clients'
import type { PartnerOrderLine } from '../../api/partner-contract'
import { db } from '../../db/db'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { queueLineFulfil } from '../../sync/partner'

export function LineFulfil({ providerId, orderId, line, canAct, money }: { providerId: string; orderId: string; line: PartnerOrderLine; canAct: boolean; money: (minor: number) => string }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [kg, setKg] = useState('')
  const substitution = line.substitution ?? null
  const named = substitution?.kind === 'named' ? substitution.listingId : null
  const listings = useLiveQuery(() => db.partnerListings.where('providerId').equals(providerId).toArray(), [providerId])
  const others = (listings ?? []).filter((l) => l.id !== line.produceId && l.active).map((l) => ({ id: l.id, name: l.name[locale] || l.name.en }))
  const [instead, setInstead] = useState('')
  const options = line.options ?? []
  const shownOptions = options.map((o) => o.name).join(' · ')
  if (!options.length && !substitution) return null
  const fulfilment = line.fulfilment ?? null
  const namedName = named ? (others.find((l) => l.id === named)?.name ?? named) : ''
  const estimateKg = line.weighed ? formatNumber(Math.round(line.weighed.estimateKg * line.quantity * 1000) / 1000, locale, { maximumFractionDigits: 3 }) : ''
  const packedKg = Number(kg.replace(',', '.'))
  const weightOk = !line.weighed || (Number.isFinite(packedKg) && packedKg > 0)
  const pick = named ?? (instead || others[0]?.id || '')
  const packedWeight = fulfilment?.kind === 'packed' && fulfilment.packedKg !== null ? formatNumber(fulfilment.packedKg, locale) : ''
  const settled = fulfilment && fulfilment.kind !== 'missing' ? money(fulfilment.settledTotal) : ''
  const substitute = fulfilment?.kind === 'substituted' ? fulfilment.name || t`the item chosen` : ''
  return (
    <div className="bo-line__choices">
      {shownOptions ? <p className="bo-card__meta">{shownOptions}</p> : null}
      {substitution ? (
        <p className="bo-card__meta">
          {substitution.kind === 'similar' ? (
            <Trans>If missing, the shopper takes a similar item.</Trans>
          ) : substitution.kind === 'refund' ? (
            <Trans>If missing, the shopper wants a refund: no substitute.</Trans>
          ) : (
            <Trans>If missing, the shopper takes {namedName} instead.</Trans>
          )}
        </p>
      ) : null}
      {line.weighed ? (
        <p className="bo-card__meta">
          <Trans>Sold by weight: about {estimateKg} kg.</Trans>
        </p>
      ) : null}
      {fulfilment?.kind === 'packed' ? (
        <p className="bo-note">
          {fulfilment.packedKg !== null ? (
            <Trans>
              Packed: {packedWeight} kg · {settled}
            </Trans>
          ) : (
            <Trans>Packed</Trans>
          )}
        </p>
      ) : null}
      {fulfilment?.kind === 'substituted' ? (
        <p className="bo-note">
          <Trans>
            Substituted by {substitute} · {settled}
          </Trans>
        </p>
      ) : null}
      {substitution && !fulfilment && !line.unavailable && canAct ? (
        <form
          className="bo-form bo-form--inline"
          onSubmit={(event) => {
            event.preventDefault()
            if (!weightOk) return
            void queueLineFulfil(baseApi, db, providerId, orderId, line.produceId, line.weighed ? { kind: 'packed', packedKg } : { kind: 'packed' })
          }}
        >
          {line.weighed ? (
            <label className="field">
              <span className="field__label">{t`Packed weight (kg)`}</span>
              <input inputMode="decimal" value={kg} onChange={(e) => setKg(e.currentTarget.value)} required />
            </label>
          ) : null}
          <button type="submit" className="button button--small" disabled={!weightOk}>
            <Trans>Mark this line packed</Trans>
          </button>
          {substitution.kind !== 'refund' && pick ? (
            <>
              {named ? null : (
                <label className="field">
                  <span className="field__label">{t`Substitute`}</span>
                  <select value={pick} onChange={(e) => setInstead(e.currentTarget.value)}>
                    {others.map((l) => (
                      <option key={l.id} value={l.id}>
                        {l.name}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <button type="button" className="button button--small" onClick={() => void queueLineFulfil(baseApi, db, providerId, orderId, line.produceId, { kind: 'substituted', listingId: pick })}>
                <Trans>Substitute and pack</Trans>
              </button>
            </>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}
