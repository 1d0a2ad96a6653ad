/**
 * The farm's listings (decision 035): every produce with its price, stock and whether it is on
 * the shelves, each changed right in the list (a stock typed and Enter, a switch tapped), queued
 * in the outbox so it works in a field without a connection; an online shopper's device has the
 * change within seconds (the catalog's delta sync). Staff change stock and on/off; the price is
 * an owner's or a manager's. Creating and editing a listing, with its photo, is its own page.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { baseApi } from '../../api/clients'
import type { ListingQuick, PartnerListing } from '../../api/partner-contract'
import { db } from '../../db/db'
import { formatPrice } from '../../i18n/format'
import { perUnit } from '../../i18n/units'
import { useLocale } from '../../i18n/use-locale'
import { listingWithPending, queueListingChange } from '../../sync/partner'
import { DataTable } from '../backoffice/data-table'
import { FailureAlert } from '../backoffice/failure-alert'
import { RefusedEdit } from './refused-edit'
import { useProvider, usePartnerListings } from './use-partner'

const LOW_STOCK = 5

export function ListingsScreen({ providerId }: { providerId: string }) {
  const { t, i18n } = useLingui()
  const { locale, param } = useLocale()
  const provider = useProvider(providerId)
  const { listings, pending, failure } = usePartnerListings(providerId)
  // The price and new listings are `listing.write` (decision 032): owners, managers and the market's admins.
  const mayPrice = provider?.role === 'owner' || provider?.role === 'manager' || provider?.role === 'admin'
  // Stock and on/off are `listing.stock`: every member, and admins; support reads only.
  const mayStock = provider !== undefined && provider.role !== 'support'
  const shown = listings?.map((l) => listingWithPending(l, pending)).sort((a, b) => nameOf(a, locale).localeCompare(nameOf(b, locale), locale))
  const refused = pending.filter((e) => e.kind === 'partner-listing' && e.status === 'rejected')
  const change = (listing: PartnerListing, quick: ListingQuick) => void queueListingChange(baseApi, db, providerId, listing.id, quick)
  const priceLabel = (produce: string, unit: string) => t`Price of ${produce}, ${unit}`
  const stockLabel = (produce: string) => t`Stock of ${produce}`
  return (
    <section className="bo-section" aria-labelledby="listings-title">
      <h1 id="listings-title">
        <Trans>Listings</Trans>
      </h1>
      {mayPrice ? (
        <p>
          <Link to="/{-$locale}/partner/$providerId/listings/new" params={{ locale: param, providerId }} className="button button--primary">
            <Trans>List a produce</Trans>
          </Link>
        </p>
      ) : null}
      <FailureAlert failure={failure} />
      {refused.map((entry) => (
        <RefusedEdit key={entry.seq} entry={entry} />
      ))}
      <DataTable
        caption={t`Your listings`}
        hideCaption
        rows={shown}
        rowKey={(l) => l.id}
        empty={<Trans>Nothing listed yet.</Trans>}
        columns={[
          {
            header: t`Produce`,
            cell: (l) => (
              <span className="bo-listing">
                <img src={l.photo} alt="" width="48" height="36" className="bo-listing__photo" loading="lazy" />
                <Link to="/{-$locale}/partner/$providerId/listings/$produceId" params={{ locale: param, providerId, produceId: l.id }}>
                  {nameOf(l, locale)}
                </Link>
              </span>
            ),
          },
          {
            header: t`Price`,
            numeric: true,
            cell: (l) =>
              mayPrice ? (
                <QuickNumber
                  label={priceLabel(nameOf(l, locale), perUnit(i18n, l.unit))}
                  value={l.price / 10 ** l.currencyExponent}
                  step={1 / 10 ** l.currencyExponent}
                  min={1 / 10 ** l.currencyExponent}
                  onCommit={(value) => change(l, { price: Math.round(value * 10 ** l.currencyExponent) })}
                />
              ) : (
                `${formatPrice(l.price, l.currency, l.currencyExponent, locale)} ${perUnit(i18n, l.unit)}`
              ),
          },
          {
            header: t`Stock`,
            numeric: true,
            cell: (l) =>
              l.stock === null ? (
                <Trans>Made to order</Trans>
              ) : !mayStock ? (
                String(l.stock)
              ) : (
                <span className={l.stock <= LOW_STOCK ? 'bo-low' : undefined}>
                  <QuickNumber label={stockLabel(nameOf(l, locale))} value={l.stock} step={1} min={0} onCommit={(value) => change(l, { stock: Math.round(value) })} />
                </span>
              ),
          },
          {
            header: t`On sale`,
            cell: (l) => (
              <label className="bo-switch">
                <input type="checkbox" checked={l.active} disabled={!mayStock} onChange={(e) => change(l, { active: e.currentTarget.checked })} />
                <SaleLabel active={l.active} produce={nameOf(l, locale)} />
              </label>
            ),
          },
        ]}
      />
    </section>
  )
}

function SaleLabel({ active, produce }: { active: boolean; produce: string }) {
  return <span>{active ? <Trans>On sale: {produce}</Trans> : <Trans>Off sale: {produce}</Trans>}</span>
}

/** The listing's name in the portal's language, or the first it has. */
export function nameOf(listing: Pick<PartnerListing, 'name'>, locale: string): string {
  return listing.name[locale as keyof PartnerListing['name']] || listing.name.en || Object.values(listing.name).find(Boolean) || ''
}

/** A number changed in place: committed on Enter or when the field is left, if it changed and is valid. */
function QuickNumber({ label, value, step, min, onCommit }: { label: string; value: number; step: number; min: number; onCommit: (value: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft === null) return
    const parsed = Number(draft.replace(',', '.'))
    setDraft(null)
    if (Number.isFinite(parsed) && parsed >= min && parsed !== value) onCommit(parsed)
  }
  return (
    <input
      className="bo-quick"
      type="number"
      inputMode="decimal"
      aria-label={label}
      step={step}
      min={min}
      value={draft ?? String(value)}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault()
          commit()
        }
      }}
    />
  )
}
