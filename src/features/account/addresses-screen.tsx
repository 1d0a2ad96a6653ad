/**
 * Addresses (issue 6): the shopper's address book, the default first. The list is read from Dexie,
 * so it shows offline; adding, editing, deleting and choosing the default need a connection (the
 * form keeps its draft meanwhile and says so). An address lies in one of its market's delivery
 * zones, the same zones the store picker and checkout offer.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { addressInputSchema } from '../../api/account-contract'
import { baseApi } from '../../api/clients'
import { db, type AddressRow, type StoreRow } from '../../db/db'
import { useStoreChoice } from '../../db/store-choice'
import { fieldMessage } from '../../i18n/error-messages'
import { useLocale } from '../../i18n/use-locale'
import { addressInputOf, deleteAddress, pullAddresses, saveAddress, setDefaultAddress, useAddresses, useMarkets } from '../../sync/account-data'
import { usePageData } from '../../sync/use-page-data'
import { toastActor } from '../../ui/app-actors'
import { Field } from '../../ui/field'
import { useForm, type ServerFieldError } from '../../ui/use-form'
import { sessionActor } from '../../session/session-actor'
import { SavedListScreen } from './saved-list-screen'
import { writeFailureOf } from './request-errors'
import { useIsOnline } from '../../sync/use-online'

export function AddressesScreen() {
  const ownerId = useSelector(sessionActor(), (s) => s.context.user?.id)
  if (!ownerId) return <div aria-busy="true" className="detail--loading" />
  return <AddressBook ownerId={ownerId} />
}

function AddressBook({ ownerId }: { ownerId: string }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const addresses = useAddresses(ownerId)
  const markets = useMarkets(locale)
  const status = usePageData((signal) => pullAddresses(baseApi, db, ownerId, { signal }))
  return (
    <SavedListScreen
      title={<Trans>Addresses</Trans>}
      lead={<Trans>Where our riders bring your orders. Your default address is filled in at checkout.</Trans>}
      offlineNotice={<Trans>You're offline. These are the addresses saved on this device; you can change them when you're back online.</Trans>}
      staleNotice={<Trans>We couldn't refresh your addresses, so these are the ones saved on this device.</Trans>}
      status={status}
      items={addresses}
      empty={<Trans>You have no saved addresses yet. Add one and we'll fill it in for you at checkout.</Trans>}
      listLabel={t`Your addresses`}
      addLabel={<Trans>Add an address</Trans>}
      form={(address, isFirst, done) => <AddressForm ownerId={ownerId} address={address} isFirst={isFirst} markets={markets} onDone={done} />}
      canEdit
      titleOf={(a) => a.label}
      body={(a) => <AddressLines address={a} markets={markets} />}
      deleteQuestion={({ label }) => t`Delete the address “${label}”?`}
      deleted={t`The address is deleted.`}
      madeDefault={({ label }) => t`“${label}” is now your default address.`}
      remove={(a) => deleteAddress(baseApi, db, ownerId, a.id)}
      makeDefault={(a) => setDefaultAddress(baseApi, db, ownerId, a)}
    />
  )
}

function AddressLines({ address: a, markets }: { address: AddressRow; markets: StoreRow[] | undefined }) {
  const { recipient, phone, line1, line2, landmark } = a
  const market = markets?.find((m) => m.id === a.storeId)
  const marketName = market?.name
  const zoneName = market?.locations.find((l) => l.id === a.locationId)?.name
  return (
    <>
      <p>
        {recipient} · <span dir="ltr">{phone}</span>
      </p>
      <p>
        {line1}
        {line2 ? (
          <>
            <br />
            {line2}
          </>
        ) : null}
      </p>
      {zoneName && marketName ? (
        <p className="saved-item__meta">
          <Trans comment="A delivery zone, then the market (store) it belongs to">
            {zoneName}, {marketName}
          </Trans>
        </p>
      ) : null}
      {landmark ? (
        <p className="saved-item__meta">
          <Trans>Landmark: {landmark}</Trans>
        </p>
      ) : null}
    </>
  )
}

function AddressForm({ ownerId, address, isFirst, markets, onDone }: { ownerId: string; address: AddressRow | null; isFirst: boolean; markets: StoreRow[] | undefined; onDone: () => void }) {
  const { t } = useLingui()
  const choice = useStoreChoice()
  const user = useSelector(sessionActor(), (s) => s.context.user)
  const isOnline = useIsOnline()
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([])
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [triedOffline, setTriedOffline] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const chosenMarket = markets?.find((m) => m.id === choice.storeId)
  const chosenZone = chosenMarket?.locations.find((l) => l.id === choice.locationId && l.kind === 'zone')
  const form = useForm(
    addressInputSchema,
    address
      ? addressInputOf(address)
      : {
          label: '',
          recipient: user ? `${user.name} ${user.surname}` : '',
          phone: '',
          storeId: choice.storeId,
          locationId: chosenZone?.id ?? '',
          line1: '',
          line2: '',
          landmark: '',
          isDefault: isFirst,
        },
    fieldMessage,
    serverErrors,
  )
  const market = markets?.find((m) => m.id === form.values.storeId)
  const zones = market?.locations.filter((l) => l.kind === 'zone') ?? []
  const zoneArea = zones.find((l) => l.id === form.values.locationId)?.address

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    form.touchAll()
    const parsed = addressInputSchema.safeParse(form.values)
    if (!parsed.success) return
    if (!navigator.onLine) {
      setTriedOffline(true)
      return
    }
    setSaving(true)
    setFailure(null)
    setTriedOffline(false)
    try {
      await saveAddress(baseApi, db, ownerId, parsed.data, address?.id)
      setServerErrors([])
      toastActor.send({ type: 'toast.show', toast: { title: t`Saved`, message: t`Your address is saved.` } })
      onDone()
    } catch (error) {
      const f = writeFailureOf(error)
      setServerErrors(f.fields)
      setFailure(f.message)
      setTriedOffline(f.isOffline)
    } finally {
      setSaving(false)
    }
  }

  const { label } = address ?? { label: '' }
  return (
    <section className="section" aria-labelledby="address-form-title">
      <h2 id="address-form-title" ref={heading} tabIndex={-1}>
        {address ? <Trans>Edit “{label}”</Trans> : <Trans>Add an address</Trans>}
      </h2>
      {triedOffline ? (
        <p className="notice" role="status">
          {isOnline ? (
            <Trans>You're back online. Press “Save address” to save it.</Trans>
          ) : (
            <Trans>You're offline, so this address can't be saved yet. What you typed stays here: save it when you're back online.</Trans>
          )}
        </p>
      ) : null}
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t`Name for this address`} hint={t`For example Home, Work or Mum's place.`} error={form.errorOf('label')}>
          {(p) => <input {...p} {...form.bind('label')} maxLength={40} />}
        </Field>
        <Field label={t`Who receives the order`} error={form.errorOf('recipient')}>
          {(p) => <input {...p} {...form.bind('recipient')} autoComplete="name" />}
        </Field>
        <Field label={t`Phone for the rider`} error={form.errorOf('phone')}>
          {(p) => <input {...p} {...form.bind('phone')} type="tel" autoComplete="tel" dir="ltr" />}
        </Field>
        <Field label={t`Market`} hint={markets?.length === 0 ? t`The list of markets loads when you're online.` : null} error={form.errorOf('storeId')}>
          {(p) => (
            <select {...p} {...form.bind('storeId')} onChange={(e) => form.setValues((v) => ({ ...v, storeId: e.target.value, locationId: '' }))}>
              <option value="">{t`Choose a market`}</option>
              {(markets ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t`Delivery zone`}
          hint={
            zoneArea ? (
              <Trans comment="The neighbourhoods a delivery zone covers">Covers {zoneArea}</Trans>
            ) : market && zones.length === 0 ? (
              <Trans>This market has no delivery zones yet: choose another market or collect your order at a pickup point.</Trans>
            ) : null
          }
          error={form.errorOf('locationId')}
        >
          {(p) => (
            <select {...p} {...form.bind('locationId')} disabled={!market}>
              <option value="">{market ? t`Choose your area` : t`Choose a market first`}</option>
              {zones.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Street and number, or estate and house`} error={form.errorOf('line1')}>
          {(p) => <input {...p} {...form.bind('line1')} autoComplete="address-line1" />}
        </Field>
        <Field label={t`Building, floor or apartment (optional)`} error={form.errorOf('line2')}>
          {(p) => <input {...p} {...form.bind('line2')} autoComplete="address-line2" />}
        </Field>
        <Field label={t`Landmark (optional)`} hint={t`Helps the rider find you, for example “blue gate after the church”.`} error={form.errorOf('landmark')}>
          {(p) => <input {...p} {...form.bind('landmark')} />}
        </Field>
        <label className="check">
          <input type="checkbox" checked={form.values.isDefault} onChange={(e) => form.set('isDefault', e.target.checked)} />
          <Trans>Use as my default address</Trans>
        </label>
        <div className="auth-links">
          <button type="submit" className="button button--primary" disabled={saving}>
            <Trans>Save address</Trans>
          </button>
          <button type="button" className="button" onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </section>
  )
}
