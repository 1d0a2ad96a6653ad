/**
 * The console's markets (decisions 017 and 032): the markets an operator's grant covers, and one
 * market's days, cut-off, minimum order and free-delivery threshold with its pickup points and
 * delivery zones and their fees, time windows and capacities (decision 039). An admin changes them
 * (each change is audit-logged and reaches shoppers' devices with the next /api/stores answer) and
 * deletes a place no order still to hand over uses; support reads them.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { AdminMarket, AdminMarketLocation, MarketLocationInput } from '../../api/admin-contract'
import { formatDate, formatNumber, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { ActionForm } from '../backoffice/action-form'
import { adminApi } from '../backoffice/api'
import { DataTable } from '../backoffice/data-table'
import { useRemote } from '../backoffice/use-remote'
import { Field } from '../../ui/field'
import { RemoteFailure } from './admin-forms'
import { useOperatorRole } from './operator-facts'

type Locale = ReturnType<typeof useLocale>['locale']

const nameOf = (m: AdminMarket, locale: string) => m.names[locale] ?? m.names.en ?? m.id
/** Monday first: 1 … 6, then 0 (Sunday), named by Intl in the console's language. */
const weekdaysIn = (locale: Locale) => [1, 2, 3, 4, 5, 6, 0].map((n) => ({ n, label: formatDate(Date.UTC(2026, 10, 29 + n), locale, { weekday: 'long', timeZone: 'UTC' }) }))
const toMajor = (minor: number, exponent: number) => String(minor / 10 ** exponent)
const toMinor = (major: string, exponent: number) => Math.round(Number(major.replace(',', '.')) * 10 ** exponent)
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
const fromHhmm = (value: string) => {
  const [h, m] = value.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

export function MarketsScreen() {
  const { t } = useLingui()
  const { locale, param } = useLocale()
  const markets = useRemote(async (signal) => (await adminApi.get<AdminMarket[]>('/markets', { signal })).data, [])
  return (
    <section className="bo-section" aria-labelledby="markets-title" aria-busy={markets.loading || undefined}>
      <h1 id="markets-title">
        <Trans>Markets</Trans>
      </h1>
      <RemoteFailure remote={markets} />
      {markets.failure ? null : (
        <DataTable
          caption={<Trans>Markets</Trans>}
          hideCaption
          rows={markets.data}
          rowKey={(m) => m.id}
          loading={markets.loading}
          empty={<Trans>No market is yours to run.</Trans>}
          columns={[
            {
              header: t`Market`,
              cell: (m) => (
                <Link to="/{-$locale}/admin/markets/$storeId" params={{ locale: param, storeId: m.id }}>
                  {nameOf(m, locale)}
                </Link>
              ),
            },
            {
              header: t`Market days`,
              cell: (m) =>
                new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' }).format(
                  weekdaysIn(locale)
                    .filter((d) => m.marketDays.includes(d.n))
                    .map((d) => d.label),
                ),
            },
            { header: t`Minimum order`, cell: (m) => formatPrice(m.minOrderTotal, m.currency, m.currencyExponent, locale), numeric: true },
            { header: t`Pickup points`, cell: (m) => formatNumber(m.locations.filter((l) => l.kind === 'pickup').length, locale), numeric: true },
            { header: t`Delivery zones`, cell: (m) => formatNumber(m.locations.filter((l) => l.kind === 'zone').length, locale), numeric: true },
          ]}
        />
      )}
    </section>
  )
}

export function MarketScreen({ storeId }: { storeId: string }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const role = useOperatorRole()
  const [done, setDone] = useState<string | null>(null)
  const [editing, setEditing] = useState<string | null>(null)
  const market = useRemote(async (signal) => (await adminApi.get<AdminMarket>(`/markets/${encodeURIComponent(storeId)}`, { signal })).data, [storeId])
  const m = market.data
  const money = (minor: number) => (m ? formatPrice(minor, m.currency, m.currencyExponent, locale) : '')
  const kindWords = { pickup: t`Pickup point`, zone: t`Delivery zone` }
  const changed = (message: string) => {
    setDone(message)
    setEditing(null)
    market.reload()
  }
  return (
    <section className="bo-section" aria-labelledby="market-title" aria-busy={market.loading || undefined}>
      <h1 id="market-title">{m ? nameOf(m, locale) : <Trans>Market</Trans>}</h1>
      <p role="status" className="admin-done">
        {done}
      </p>
      <RemoteFailure remote={market} />
      {m ? (
        <>
          <h2>
            <Trans>Market days and orders</Trans>
          </h2>
          {role === 'admin' ? (
            <SettingsForm market={m} onSaved={() => changed(t`The market's days and orders are saved: shoppers see them at their next visit.`)} />
          ) : (
            <dl className="admin-facts">
              <dt>
                <Trans>Market days</Trans>
              </dt>
              <dd>
                {new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                  weekdaysIn(locale)
                    .filter((d) => m.marketDays.includes(d.n))
                    .map((d) => d.label),
                )}
              </dd>
              <dt>
                <Trans>Order cut-off (market time)</Trans>
              </dt>
              <dd>{hhmm(m.cutoffMinute)}</dd>
              <dt>
                <Trans>Minimum order</Trans>
              </dt>
              <dd>{money(m.minOrderTotal)}</dd>
              <dt>
                <Trans>Free delivery from</Trans>
              </dt>
              <dd>{m.freeDeliveryFrom === null ? t`Never` : money(m.freeDeliveryFrom)}</dd>
            </dl>
          )}
          <h2>
            <Trans>Pickup points and delivery zones</Trans>
          </h2>
          <DataTable
            caption={<Trans>Pickup points and delivery zones</Trans>}
            hideCaption
            rows={m.locations}
            rowKey={(l) => l.id}
            loading={false}
            empty={<Trans>This market has no pickup point or delivery zone yet.</Trans>}
            columns={[
              {
                header: t`Name`,
                cell: (l) => (
                  <span>
                    <strong>{l.name}</strong>
                    <br />
                    {l.address}
                  </span>
                ),
              },
              { header: t`Kind`, cell: (l) => kindWords[l.kind] },
              { header: t`Delivery fee`, cell: (l) => money(l.deliveryFee), numeric: true },
              ...(role === 'admin'
                ? [
                    {
                      header: t`Action`,
                      cell: (l: AdminMarketLocation) => {
                        const name = l.name
                        return editing === l.id ? (
                          <>
                            <LocationForm
                              market={m}
                              location={l}
                              label={t`Change ${name}`}
                              onCancel={() => setEditing(null)}
                              onSaved={(saved) => {
                                const savedName = saved.name
                                changed(t`${savedName} is saved: the next checkout charges its new fee.`)
                              }}
                            />
                            <DeleteLocation market={m} location={l} onDeleted={() => changed(t`${name} is deleted.`)} />
                          </>
                        ) : (
                          <button type="button" className="button" onClick={() => setEditing(l.id)} aria-label={t`Change ${name}…`}>
                            <Trans>Change…</Trans>
                          </button>
                        )
                      },
                    },
                  ]
                : []),
            ]}
          />
          {role === 'admin' ? (
            <>
              <h2>
                <Trans>Add a pickup point or delivery zone</Trans>
              </h2>
              <LocationForm
                key={m.locations.length}
                market={m}
                label={t`Add a pickup point or delivery zone`}
                onSaved={(saved) => {
                  const savedName = saved.name
                  changed(t`${savedName} is added.`)
                }}
              />
            </>
          ) : null}
        </>
      ) : null}
    </section>
  )
}

function SettingsForm({ market, onSaved }: { market: AdminMarket; onSaved: () => void }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const exponent = market.currencyExponent
  const [days, setDays] = useState<number[]>(market.marketDays)
  const [cutoff, setCutoff] = useState(hhmm(market.cutoffMinute))
  const [minimum, setMinimum] = useState(toMajor(market.minOrderTotal, exponent))
  const [free, setFree] = useState(market.freeDeliveryFrom === null ? '' : toMajor(market.freeDeliveryFrom, exponent))
  const currency = market.currency
  return (
    <ActionForm
      label={t`Market days and orders`}
      submitLabel={<Trans>Save the market's days and orders</Trans>}
      onSubmit={async () => {
        await adminApi.put(`/markets/${encodeURIComponent(market.id)}`, {
          marketDays: days,
          cutoffMinute: fromHhmm(cutoff),
          minOrderTotal: toMinor(minimum || '0', exponent),
          freeDeliveryFrom: free.trim() === '' ? null : toMinor(free, exponent),
        })
        onSaved()
      }}
    >
      {(failure) => {
        const wrong = (field: string) => failure?.fields.some((f) => f.field === field)
        return (
          <>
            <fieldset className="bo-fieldset" aria-invalid={wrong('marketDays') || undefined}>
              <legend>
                <Trans>Market days: when it delivers and opens its pickup points</Trans>
              </legend>
              <div className="bo-months">
                {weekdaysIn(locale).map((d) => (
                  <label key={d.n} className="bo-switch">
                    <input type="checkbox" checked={days.includes(d.n)} onChange={(e) => setDays(e.currentTarget.checked ? [...days, d.n].sort((a, b) => a - b) : days.filter((x) => x !== d.n))} />
                    <span>{d.label}</span>
                  </label>
                ))}
              </div>
              {wrong('marketDays') ? (
                <p className="field__error">
                  <Trans>Choose at least one day.</Trans>
                </p>
              ) : null}
            </fieldset>
            <Field label={<Trans>Order cut-off (market time): an order placed later counts for the next day</Trans>} error={wrong('cutoffMinute') ? t`Give a time of day.` : undefined}>
              {(p) => <input {...p} type="time" required value={cutoff} onChange={(e) => setCutoff(e.currentTarget.value)} />}
            </Field>
            <Field label={<Trans>Minimum order ({currency})</Trans>} error={wrong('minOrderTotal') ? t`Give an amount of 0 or more.` : undefined}>
              {(p) => <input {...p} type="number" inputMode="decimal" min={0} step={1 / 10 ** exponent} required value={minimum} onChange={(e) => setMinimum(e.currentTarget.value)} />}
            </Field>
            <Field label={<Trans>Free delivery from ({currency}; empty: never)</Trans>} error={wrong('freeDeliveryFrom') ? t`Give an amount of 0 or more, or leave it empty.` : undefined}>
              {(p) => <input {...p} type="number" inputMode="decimal" min={0} step={1 / 10 ** exponent} value={free} onChange={(e) => setFree(e.currentTarget.value)} />}
            </Field>
          </>
        )
      }}
    </ActionForm>
  )
}

function LocationForm(props: { market: AdminMarket; location?: AdminMarketLocation; label: string; onCancel?: () => void; onSaved: (saved: AdminMarketLocation) => void }) {
  const { t } = useLingui()
  const { market, location } = props
  const exponent = market.currencyExponent
  const [draft, setDraft] = useState({
    name: location?.name ?? '',
    kind: location?.kind ?? ('zone' as AdminMarketLocation['kind']),
    address: location?.address ?? '',
    fee: location ? toMajor(location.deliveryFee, exponent) : '',
  })
  // The time windows as typed (capacity as text); a new location starts with the market's usual long day.
  const [windows, setWindows] = useState(() =>
    (location?.windows ?? [{ id: 'day', start: '08:00', end: '18:00', capacity: 1000 }]).map((w) => ({ id: w.id, start: w.start, end: w.end, capacity: String(w.capacity) })),
  )
  const setWindow = (i: number, change: Partial<(typeof windows)[number]>) => setWindows(windows.map((w, j) => (j === i ? { ...w, ...change } : w)))
  const currency = market.currency
  const base = `/markets/${encodeURIComponent(market.id)}/locations`
  return (
    <ActionForm
      label={props.label}
      submitLabel={location ? <Trans>Save</Trans> : <Trans>Add</Trans>}
      actions={
        props.onCancel ? (
          <button type="button" className="button" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </button>
        ) : undefined
      }
      onSubmit={async () => {
        const body: MarketLocationInput = {
          name: draft.name,
          kind: draft.kind,
          address: draft.address,
          deliveryFee: draft.kind === 'zone' ? toMinor(draft.fee || '0', exponent) : 0,
          windows: windows.map((w) => ({ id: w.id, start: w.start, end: w.end, capacity: Math.round(Number(w.capacity || '0')) })),
        }
        const { data } = location ? await adminApi.put<AdminMarketLocation>(`${base}/${encodeURIComponent(location.id)}`, body) : await adminApi.post<AdminMarketLocation>(base, body)
        props.onSaved(data)
      }}
    >
      {(failure) => {
        const wrong = (field: string) => failure?.fields.some((f) => f.field === field)
        return (
          <>
            <Field label={<Trans>Name</Trans>} error={wrong('name') ? t`Write at least 2 characters.` : undefined}>
              {(p) => <input {...p} type="text" required minLength={2} maxLength={120} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />}
            </Field>
            <Field label={<Trans>Kind</Trans>}>
              {(p) => (
                <select {...p} value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.currentTarget.value as AdminMarketLocation['kind'] })}>
                  <option value="zone">{t`Delivery zone`}</option>
                  <option value="pickup">{t`Pickup point`}</option>
                </select>
              )}
            </Field>
            <Field label={<Trans>Address or area</Trans>} error={wrong('address') ? t`Write at least 2 characters.` : undefined}>
              {(p) => <input {...p} type="text" required minLength={2} maxLength={300} value={draft.address} onChange={(e) => setDraft({ ...draft, address: e.currentTarget.value })} />}
            </Field>
            {draft.kind === 'zone' ? (
              <Field label={<Trans>Delivery fee ({currency})</Trans>} error={wrong('deliveryFee') ? t`Give an amount of 0 or more.` : undefined}>
                {(p) => (
                  <input {...p} type="number" inputMode="decimal" min={0} step={1 / 10 ** exponent} required value={draft.fee} onChange={(e) => setDraft({ ...draft, fee: e.currentTarget.value })} />
                )}
              </Field>
            ) : null}
            <fieldset className="bo-fieldset">
              <legend>{draft.kind === 'zone' ? <Trans>Delivery rounds on a market day</Trans> : <Trans>Opening hours on a market day</Trans>}</legend>
              {windows.map((w, i) => {
                const n = i + 1
                const at = `windows.${i}`
                return (
                  <fieldset key={w.id} className="bo-fieldset">
                    <legend>{t`Time window ${n}`}</legend>
                    <Field label={<Trans>From</Trans>} error={wrong(`${at}.start`) ? t`Give a time of day.` : undefined}>
                      {(p) => <input {...p} type="time" required value={w.start} onChange={(e) => setWindow(i, { start: e.currentTarget.value })} />}
                    </Field>
                    <Field label={<Trans>Until</Trans>} error={wrong(`${at}.end`) ? t`It ends after it starts.` : undefined}>
                      {(p) => <input {...p} type="time" required value={w.end} onChange={(e) => setWindow(i, { end: e.currentTarget.value })} />}
                    </Field>
                    <Field label={<Trans>Orders it takes a day</Trans>} error={wrong(`${at}.capacity`) ? t`Give a whole number, 0 or more.` : undefined}>
                      {(p) => <input {...p} type="number" inputMode="numeric" min={0} step={1} required value={w.capacity} onChange={(e) => setWindow(i, { capacity: e.currentTarget.value })} />}
                    </Field>
                    {windows.length > 1 ? (
                      <button type="button" className="button button--small" onClick={() => setWindows(windows.filter((_, j) => j !== i))}>
                        {t`Remove time window ${n}`}
                      </button>
                    ) : null}
                  </fieldset>
                )
              })}
              {windows.length < 12 ? (
                <button type="button" className="button button--small" onClick={() => setWindows([...windows, { id: `w-${Date.now().toString(36)}`, start: '14:00', end: '17:00', capacity: '20' }])}>
                  <Trans>Add a time window</Trans>
                </button>
              ) : null}
            </fieldset>
          </>
        )
      }}
    </ActionForm>
  )
}

/** Deleting a place, after a second press; the server refuses it while orders still to hand over use it. */
function DeleteLocation({ market, location, onDeleted }: { market: AdminMarket; location: AdminMarketLocation; onDeleted: () => void }) {
  const { t } = useLingui()
  const [asking, setAsking] = useState(false)
  const name = location.name
  if (!asking) {
    return (
      <p>
        <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
          <Trans>Delete {name}…</Trans>
        </button>
      </p>
    )
  }
  return (
    <ActionForm
      label={t`Delete ${name}`}
      danger
      submitLabel={<Trans>Yes, delete {name}</Trans>}
      actions={
        <button type="button" className="button" onClick={() => setAsking(false)}>
          <Trans>Keep it</Trans>
        </button>
      }
      onSubmit={async () => {
        await adminApi.delete(`/markets/${encodeURIComponent(market.id)}/locations/${encodeURIComponent(location.id)}`)
        onDeleted()
      }}
    >
      {() => (
        <p>
          <Trans>Shoppers can no longer choose it. Orders already delivered or collected there keep it in their history.</Trans>
        </p>
      )}
    </ActionForm>
  )
}
