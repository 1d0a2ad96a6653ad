/**
 * Listing a produce, or editing one (decision 035): its name and description in the portal's
 * language (required) and, if the farmer likes, the other five (the storefront falls back to the
 * first); category, unit, price, stock (or made to order), season, minimum and step; on sale or
 * not. Then its photo, taken with the phone: the server shrinks it to a small WebP and strips its
 * metadata. Needs a connection (the form says so offline, and keeps what was typed).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { CATEGORIES, UNITS } from '../../api/catalog-lists-contract'
import type { ListingInput, PartnerListing } from '../../api/partner-contract'
import { LOCALES, type Locale } from '../../config'
import { db } from '../../db/db'
import { CATEGORY_LABELS } from '../../i18n/catalog-labels'
import { formatDate } from '../../i18n/format'
import { localeInfo } from '../../i18n/locales'
import { UNIT_LABELS } from '../../i18n/units'
import { useLocale } from '../../i18n/use-locale'
import { keepListing } from '../../sync/partner'
import { useIsOnline } from '../../sync/use-online'
import { Field } from '../../ui/field'
import { ActionForm } from '../backoffice/action-form'
import { partnerApi, type BackOfficeFailure } from '../backoffice/api'
import { nameOf } from './listings-screen'
import { OtherLanguages } from './other-languages'
import { PhotoUpload } from './photo-upload'

const blank = (): Record<Locale, string> => Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>

interface Draft {
  name: Record<Locale, string>
  description: Record<Locale, string>
  category: ListingInput['category']
  unit: ListingInput['unit']
  price: string
  madeToOrder: boolean
  stock: string
  seasonMonths: number[]
  minQty: string
  stepQty: string
  active: boolean
}

const draftOf = (l: PartnerListing | undefined): Draft =>
  l
    ? {
        name: { ...l.name },
        description: { ...l.description },
        category: l.category,
        unit: l.unit,
        price: String(l.price / 10 ** l.currencyExponent),
        madeToOrder: l.stock === null,
        stock: l.stock === null ? '' : String(l.stock),
        seasonMonths: l.seasonMonths,
        minQty: String(l.minQty),
        stepQty: String(l.stepQty),
        active: l.active,
      }
    : { name: blank(), description: blank(), category: 'vegetables', unit: 'kg', price: '', madeToOrder: false, stock: '', seasonMonths: [], minQty: '1', stepQty: '1', active: true }

export function ListingFormScreen({ providerId, produceId }: { providerId: string; produceId?: string }) {
  const existing = useLiveQuery(async () => (produceId ? ((await db.partnerListings.get([providerId, produceId])) ?? null) : null), [providerId, produceId])
  if (produceId && existing === undefined) return null
  if (produceId && existing === null) {
    return (
      <section className="bo-section">
        <h1>
          <Trans>This listing is not on this phone</Trans>
        </h1>
      </section>
    )
  }
  return <ListingForm key={produceId ?? 'new'} providerId={providerId} listing={existing ?? undefined} />
}

function ListingForm({ providerId, listing }: { providerId: string; listing: PartnerListing | undefined }) {
  const { t, i18n } = useLingui()
  const { locale, param } = useLocale()
  const navigate = useNavigate()
  const online = useIsOnline()
  const [draft, setDraft] = useState<Draft>(() => draftOf(listing))
  const [saved, setSaved] = useState(false)
  const exponent = listing?.currencyExponent ?? 2
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const errorOf = (failure: BackOfficeFailure | null, field: string) => {
    const found = failure?.fields.find((f) => f.field === field)
    if (!found) return undefined
    return found.code === 'required' ? t`Fill this in.` : t`Check this value.`
  }
  const submit = async () => {
    const input = {
      name: draft.name,
      description: draft.description,
      category: draft.category,
      unit: draft.unit,
      price: Math.round(Number(draft.price.replace(',', '.')) * 10 ** exponent),
      stock: draft.madeToOrder ? null : Math.round(Number(draft.stock || '0')),
      seasonMonths: draft.seasonMonths,
      minQty: Number(draft.minQty.replace(',', '.')),
      stepQty: Number(draft.stepQty.replace(',', '.')),
      active: draft.active,
    }
    const api = partnerApi(providerId)
    const { data } = listing ? await api.put<PartnerListing>(`/listings/${encodeURIComponent(listing.id)}`, input) : await api.post<PartnerListing>('/listings', input)
    await keepListing(db, providerId, data)
    setSaved(true)
    if (!listing) await navigate({ to: '/{-$locale}/partner/$providerId/listings/$produceId', params: { locale: param, providerId, produceId: data.id }, search: { created: true } })
  }
  const months = Array.from({ length: 12 }, (_, i) => ({ n: i + 1, label: formatDate(Date.UTC(2026, i, 15), locale, { month: 'long', timeZone: 'UTC' }) }))
  const others = LOCALES.filter((l) => l !== locale)
  const produce = listing ? nameOf(listing, locale) : ''
  const language = localeInfo(locale).name
  const currency = listing?.currency ?? t`in the market's currency`
  return (
    <section className="bo-section" aria-labelledby="listing-title">
      <h1 id="listing-title">{listing ? t`Edit ${produce}` : t`List a produce`}</h1>
      <p>
        <Link to="/{-$locale}/partner/$providerId/listings" params={{ locale: param, providerId }}>
          <Trans>Back to your listings</Trans>
        </Link>
      </p>
      {!online ? (
        <p className="bo-note" role="status">
          <Trans>You are offline: saving a listing needs a connection. What you typed stays here.</Trans>
        </p>
      ) : null}
      {listing ? <PhotoField providerId={providerId} listing={listing} /> : null}
      <ActionForm onSubmit={submit} submitLabel={listing ? <Trans>Save changes</Trans> : <Trans>List it</Trans>} disabled={!online} label={listing ? t`Edit ${produce}` : t`List a produce`}>
        {(failure) => (
          <>
            {saved && listing ? (
              <p className="bo-note" role="status">
                <Trans>Saved. Shoppers see it within seconds.</Trans>
              </p>
            ) : null}
            <Field label={<Trans>Name ({language})</Trans>} error={errorOf(failure, `name.${locale}`)}>
              {(p) => <input {...p} value={draft.name[locale]} maxLength={80} required onChange={(e) => set('name', { ...draft.name, [locale]: e.currentTarget.value })} />}
            </Field>
            <Field label={<Trans>Description ({language})</Trans>} error={errorOf(failure, `description.${locale}`)}>
              {(p) => <textarea {...p} value={draft.description[locale]} maxLength={1000} rows={3} onChange={(e) => set('description', { ...draft.description, [locale]: e.currentTarget.value })} />}
            </Field>
            <OtherLanguages locales={others}>
              {(l, other) => (
                <>
                  <Field label={<Trans>Name ({other})</Trans>}>
                    {(p) => <input {...p} value={draft.name[l]} maxLength={80} onChange={(e) => set('name', { ...draft.name, [l]: e.currentTarget.value })} />}
                  </Field>
                  <Field label={<Trans>Description ({other})</Trans>}>
                    {(p) => <textarea {...p} value={draft.description[l]} maxLength={1000} rows={2} onChange={(e) => set('description', { ...draft.description, [l]: e.currentTarget.value })} />}
                  </Field>
                </>
              )}
            </OtherLanguages>
            <Field label={<Trans>Category</Trans>}>
              {(p) => (
                <select {...p} value={draft.category} onChange={(e) => set('category', e.currentTarget.value as Draft['category'])}>
                  {CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {i18n._(CATEGORY_LABELS[c])}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={<Trans>Sold</Trans>}>
              {(p) => (
                <select {...p} value={draft.unit} onChange={(e) => set('unit', e.currentTarget.value as Draft['unit'])}>
                  {UNITS.map((u) => (
                    <option key={u} value={u}>
                      {i18n._(UNIT_LABELS[u])}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={<Trans>Price ({currency})</Trans>} error={errorOf(failure, 'price')}>
              {(p) => (
                <input {...p} type="number" inputMode="decimal" min={1 / 10 ** exponent} step={1 / 10 ** exponent} required value={draft.price} onChange={(e) => set('price', e.currentTarget.value)} />
              )}
            </Field>
            <label className="bo-switch">
              <input type="checkbox" checked={draft.madeToOrder} onChange={(e) => set('madeToOrder', e.currentTarget.checked)} />
              <span>
                <Trans>Made to order (no stock count)</Trans>
              </span>
            </label>
            {draft.madeToOrder ? null : (
              <Field label={<Trans>Stock</Trans>} error={errorOf(failure, 'stock')}>
                {(p) => <input {...p} type="number" inputMode="numeric" min={0} step={1} value={draft.stock} onChange={(e) => set('stock', e.currentTarget.value)} />}
              </Field>
            )}
            <Field label={<Trans>Smallest quantity a shopper can order</Trans>} error={errorOf(failure, 'minQty')}>
              {(p) => <input {...p} type="number" inputMode="decimal" min={0.1} step={0.1} value={draft.minQty} onChange={(e) => set('minQty', e.currentTarget.value)} />}
            </Field>
            <Field label={<Trans>Step between quantities</Trans>} error={errorOf(failure, 'stepQty')}>
              {(p) => <input {...p} type="number" inputMode="decimal" min={0.1} step={0.1} value={draft.stepQty} onChange={(e) => set('stepQty', e.currentTarget.value)} />}
            </Field>
            <fieldset className="bo-fieldset">
              <legend>
                <Trans>In season</Trans>
              </legend>
              <div className="bo-months">
                {months.map((m) => (
                  <label key={m.n} className="bo-switch">
                    <input
                      type="checkbox"
                      checked={draft.seasonMonths.includes(m.n)}
                      onChange={(e) => set('seasonMonths', e.currentTarget.checked ? [...draft.seasonMonths, m.n].sort((a, b) => a - b) : draft.seasonMonths.filter((x) => x !== m.n))}
                    />
                    <span>{m.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="bo-switch">
              <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.currentTarget.checked)} />
              <span>
                <Trans>On sale</Trans>
              </span>
            </label>
          </>
        )}
      </ActionForm>
      {listing ? <WithdrawButton providerId={providerId} listing={listing} /> : null}
    </section>
  )
}

function PhotoField({ providerId, listing }: { providerId: string; listing: PartnerListing }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const produce = nameOf(listing, locale)
  return (
    <PhotoUpload
      src={listing.photo}
      alt={t`Photo of ${produce}`}
      label={<Trans>Take or choose a photo</Trans>}
      path={`/partner/${encodeURIComponent(providerId)}/listings/${encodeURIComponent(listing.id)}/photo`}
      onUploaded={async () => {
        const { data } = await partnerApi(providerId).get<PartnerListing[]>('/listings')
        const updated = data.find((l) => l.id === listing.id)
        if (updated) await keepListing(db, providerId, updated)
      }}
    />
  )
}

function WithdrawButton({ providerId, listing }: { providerId: string; listing: PartnerListing }) {
  const { t } = useLingui()
  const { locale, param } = useLocale()
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)
  const produce = nameOf(listing, locale)
  if (!asking) {
    return (
      <p>
        <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
          <Trans>Withdraw {produce}</Trans>
        </button>
      </p>
    )
  }
  return (
    <ActionForm
      label={t`Withdraw ${produce}`}
      danger
      submitLabel={<Trans>Yes, withdraw {produce}</Trans>}
      actions={
        <button type="button" className="button" onClick={() => setAsking(false)}>
          <Trans>Keep it</Trans>
        </button>
      }
      onSubmit={async () => {
        await partnerApi(providerId).delete(`/listings/${encodeURIComponent(listing.id)}`)
        await db.partnerListings.delete([providerId, listing.id])
        await navigate({ to: '/{-$locale}/partner/$providerId/listings', params: { locale: param, providerId } })
      }}
    >
      {() => (
        <p>
          <Trans>Shoppers will no longer see it, and it leaves this list. Orders already placed are not changed.</Trans>
        </p>
      )}
    </ActionForm>
  )
}
