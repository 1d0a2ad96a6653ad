/**
 * The shopper's market (store) and delivery location, in the header; remembered on the device.
 * Every API request carries them (X-STORE-ID, X-STORE-LOCATION), and the catalog, prices and
 * currency follow. Stores come from Dexie (synced), so the picker works offline.
 */
import { useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { baseApi } from '../../api/clients'
import { db } from '../../db/db'
import { readStores } from '../../db/rows-language'
import { chooseStore, useStoreChoice } from '../../db/store-choice'
import { useLocale } from '../../i18n/use-locale'
import { duringStartUp } from '../../lib/start-up'
import { pullStores } from '../../sync/catalog-pull'

export function StorePicker() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const choice = useStoreChoice()
  const stores = useLiveQuery(() => readStores(locale), [locale])
  useEffect(() => {
    const controller = new AbortController()
    // Offline, the stored list serves. Part of a first page's start-up (lib/start-up).
    duringStartUp(pullStores(baseApi, db, { locale, signal: controller.signal })).catch(() => {})
    return () => controller.abort()
  }, [locale])
  const store = stores?.find((s) => s.id === choice.storeId)
  // Until the markets are known, an empty box holds their place: on a phone the picker has a row
  // of its own, and the header growing by it once they arrive pushed the page down (a layout shift).
  if (!stores?.length) return <div className="store-picker store-picker--pending" aria-hidden="true" />
  return (
    <div className="store-picker">
      <label>
        <span className="visually-hidden">{t`Market`}</span>
        <select value={choice.storeId} onChange={(e) => chooseStore({ storeId: e.target.value })}>
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.city}
            </option>
          ))}
        </select>
      </label>
      {store?.locations.length ? (
        <label>
          <span className="visually-hidden">{t`Delivery or pickup location`}</span>
          <select value={choice.locationId ?? ''} onChange={(e) => chooseStore({ storeId: choice.storeId, locationId: e.target.value || undefined })}>
            <option value="">{t`Choose your area`}</option>
            {store.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  )
}
