/**
 * The console's offers (decision 032): a market's offers, current first, then upcoming, then
 * ended. An admin creates one on a produce of the market (5–90 % off, from a start to an end) or
 * ends one now; shoppers' devices see it start and end through the delta sync. Support reads.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { AdminMarket, AdminOffer, AdminOfferProduce, OfferState } from '../../api/admin-contract'
import { formatDate, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { ActionForm } from '../backoffice/action-form'
import { adminApi } from '../backoffice/api'
import { DataTable } from '../backoffice/data-table'
import { useRemote } from '../backoffice/use-remote'
import { Field } from '../../ui/field'
import { RemoteFailure } from './admin-forms'
import { useOperatorRole } from './operator-facts'
import { usePagedList } from './paged-list'

/** A `datetime-local` value (the device's time) for a moment `hours` from now, to the minute. */
function localInput(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export function OffersScreen({ storeId }: { storeId: string | undefined }) {
  const { t } = useLingui()
  const { locale, param } = useLocale()
  const navigate = useNavigate()
  const role = useOperatorRole()
  const [done, setDone] = useState<string | null>(null)
  const markets = useRemote(async (signal) => (await adminApi.get<AdminMarket[]>('/markets', { signal })).data, [])
  const market = storeId ?? markets.data?.[0]?.id
  const { list: offers, pager } = usePagedList<AdminOffer>(`/offers?${new URLSearchParams(market ? { storeId: market } : {})}`)
  const stateWords: Record<OfferState, string> = { upcoming: t`Upcoming`, current: t`Running`, ended: t`Ended` }
  const at = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' })
  const changed = (message: string) => {
    setDone(message)
    offers.reload()
  }
  return (
    <section className="bo-section" aria-labelledby="offers-title" aria-busy={offers.loading || markets.loading || undefined}>
      <h1 id="offers-title">
        <Trans>Offers</Trans>
      </h1>
      <RemoteFailure remote={markets} />
      {markets.data && markets.data.length > 1 ? (
        <Field label={<Trans>Market</Trans>}>
          {(p) => (
            <select {...p} value={market} onChange={(e) => void navigate({ to: '/{-$locale}/admin/offers', params: { locale: param }, search: { storeId: e.currentTarget.value } })}>
              {markets.data!.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.names[locale] ?? m.names.en ?? m.id}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <p role="status" className="admin-done">
        {done}
      </p>
      <RemoteFailure remote={offers} />
      {offers.failure ? null : (
        <DataTable
          caption={<Trans>Offers</Trans>}
          hideCaption
          rows={offers.data}
          rowKey={(o) => o.id}
          loading={offers.loading}
          empty={<Trans>This market has no offer.</Trans>}
          columns={[
            {
              header: t`Offer`,
              cell: (o) => (
                <span>
                  <strong>{o.title}</strong>
                  <br />
                  {o.produce} · {o.farm}
                </span>
              ),
            },
            { header: t`Off`, cell: (o) => formatNumber(o.percentOff / 100, locale, { style: 'percent' }), numeric: true },
            {
              header: t`When`,
              cell: (o) => (
                <span>
                  {at(o.startsAt)}
                  <br />
                  {at(o.endsAt)}
                </span>
              ),
            },
            { header: t`State`, cell: (o) => stateWords[o.state] },
            ...(role === 'admin' ? [{ header: t`Action`, cell: (o: AdminOffer) => (o.state === 'ended' ? null : <EndOffer offer={o} onEnded={changed} />) }] : []),
          ]}
        />
      )}
      {pager}
      {role === 'admin' && market ? (
        <>
          <h2>
            <Trans>Create an offer</Trans>
          </h2>
          <CreateOffer key={market} storeId={market} onCreated={changed} />
        </>
      ) : null}
    </section>
  )
}

function EndOffer({ offer, onEnded }: { offer: AdminOffer; onEnded: (message: string) => void }) {
  const { t } = useLingui()
  const title = offer.title
  return (
    <ActionForm
      label={t`End ${title} now`}
      danger
      submitLabel={<Trans>End now</Trans>}
      onSubmit={async () => {
        await adminApi.post(`/offers/${encodeURIComponent(offer.id)}/end`, {})
        onEnded(t`${title} has ended: shoppers' devices stop showing it at their next sync.`)
      }}
    >
      {() => null}
    </ActionForm>
  )
}

function CreateOffer({ storeId, onCreated }: { storeId: string; onCreated: (message: string) => void }) {
  const { t } = useLingui()
  const produces = useRemote(async (signal) => (await adminApi.get<AdminOfferProduce[]>(`/offers/produces?storeId=${encodeURIComponent(storeId)}`, { signal })).data, [storeId])
  const [draft, setDraft] = useState({ produceId: '', percentOff: '20', title: '', startsAt: localInput(0), endsAt: localInput(7 * 24) })
  const set = (key: keyof typeof draft, value: string) => setDraft({ ...draft, [key]: value })
  const moment = (value: string) => (Number.isNaN(Date.parse(value)) ? value : new Date(value).toISOString())
  return (
    <>
      <RemoteFailure remote={produces} />
      <ActionForm
        label={t`Create an offer`}
        submitLabel={<Trans>Create the offer</Trans>}
        onSubmit={async () => {
          const { data } = await adminApi.post<AdminOffer>('/offers', {
            produceId: draft.produceId,
            percentOff: Number(draft.percentOff),
            title: draft.title,
            startsAt: moment(draft.startsAt),
            endsAt: moment(draft.endsAt),
          })
          const title = data.title
          setDraft({ ...draft, title: '' })
          onCreated(t`${title} is created: shoppers' devices get it at their next sync.`)
        }}
      >
        {(failure) => {
          const wrong = (field: string) => failure?.fields.some((f) => f.field === field)
          return (
            <>
              <Field label={<Trans>Produce</Trans>} error={wrong('produceId') ? t`Choose a produce of this market.` : undefined}>
                {(p) => (
                  <select {...p} required value={draft.produceId} onChange={(e) => set('produceId', e.currentTarget.value)}>
                    <option value="">{t`Choose…`}</option>
                    {(produces.data ?? []).map((pr) => (
                      <option key={pr.id} value={pr.id}>
                        {pr.name} · {pr.farm}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={<Trans>Title shoppers read</Trans>} error={wrong('title') ? t`Write 2 to 80 characters.` : undefined}>
                {(p) => <input {...p} type="text" required minLength={2} maxLength={80} value={draft.title} onChange={(e) => set('title', e.currentTarget.value)} />}
              </Field>
              <Field label={<Trans>Percent off (5 to 90)</Trans>} error={wrong('percentOff') ? t`Give a whole number from 5 to 90.` : undefined}>
                {(p) => <input {...p} type="number" inputMode="numeric" min={5} max={90} step={1} required value={draft.percentOff} onChange={(e) => set('percentOff', e.currentTarget.value)} />}
              </Field>
              <Field label={<Trans>Starts (your device's time)</Trans>} error={wrong('startsAt') ? t`Give a date and time.` : undefined}>
                {(p) => <input {...p} type="datetime-local" required value={draft.startsAt} onChange={(e) => set('startsAt', e.currentTarget.value)} />}
              </Field>
              <Field label={<Trans>Ends (your device's time)</Trans>} error={wrong('endsAt') ? t`Give a later date and time, in the future.` : undefined}>
                {(p) => <input {...p} type="datetime-local" required value={draft.endsAt} onChange={(e) => set('endsAt', e.currentTarget.value)} />}
              </Field>
            </>
          )
        }}
      </ActionForm>
    </>
  )
}
