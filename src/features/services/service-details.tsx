/**
 * What a service adds to a provider's or a listing's page (decision 045), as facts (`<dt>`/`<dd>`
 * pairs inside the page's `<dl>`): a kitchen's kind, cuisines, hours and preparation time; a meal's
 * servings, dietary and allergen tags, choices and portions a day; a store's kind and hours; a
 * product's brand, size and weighing; a chef's cuisines and availability; an experience's menu,
 * guests, duration and deposit; a creator's specialties; a book's format and pages.
 */
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import type { CatalogFarmer, CatalogProduce } from '../../api/catalog-contract'
import type {
  ChefDetails,
  CookbookDetails,
  CreatorDetails,
  ExperienceDetails,
  GroceryStoreDetails,
  KitchenDetails,
  Localized,
  MealDetails,
  ProductDetails,
  WeeklyHours,
} from '../../api/service-details-contract'
import type { Locale } from '../../config'
import { formatDate, formatNumber, formatPrice } from '../../i18n/format'
import { ALLERGEN_LABELS, DIETARY_LABELS, FORMAT_LABELS, KITCHEN_KIND_LABELS, STORE_KIND_LABELS } from './service-labels'

/** "Monday 11:00–20:00", one line a day; 7 Jan 2024 was a Sunday: weekday names from Intl. */
function Hours({ hours, locale }: { hours: WeeklyHours[]; locale: Locale }) {
  return (
    <ul className="facts__list">
      {hours.map((h) => (
        <li key={`${h.day}-${h.open}`}>
          {formatDate(new Date(2024, 0, 7 + h.day), locale, { weekday: 'long' })} {h.open}–{h.close}
        </li>
      ))}
    </ul>
  )
}

export function ProviderFacts({ provider, locale }: { provider: CatalogFarmer; locale: Locale }) {
  const { i18n } = useLingui()
  const details = provider.details as Record<string, unknown> | undefined
  if (!details) return null
  switch (provider.service) {
    case 'food': {
      const d = details as unknown as KitchenDetails
      return (
        <>
          <dt>
            <Trans>Kitchen</Trans>
          </dt>
          <dd>{i18n._(KITCHEN_KIND_LABELS[d.kind])}</dd>
          <dt>
            <Trans>Cuisines</Trans>
          </dt>
          <dd>{d.cuisines.join(', ')}</dd>
          <dt>
            <Trans>Opening hours</Trans>
          </dt>
          <dd>
            <Hours hours={d.openingHours} locale={locale} />
          </dd>
          <dt>
            <Trans>Preparation time</Trans>
          </dt>
          <dd>{i18n._(plural(d.prepMinutes, { one: '# minute', other: '# minutes' }))}</dd>
        </>
      )
    }
    case 'grocery': {
      const d = details as unknown as GroceryStoreDetails
      return (
        <>
          <dt>
            <Trans>Store</Trans>
          </dt>
          <dd>{i18n._(STORE_KIND_LABELS[d.kind])}</dd>
          <dt>
            <Trans>Opening hours</Trans>
          </dt>
          <dd>
            <Hours hours={d.openingHours} locale={locale} />
          </dd>
        </>
      )
    }
    case 'chef': {
      const d = details as unknown as ChefDetails
      return (
        <>
          <dt>
            <Trans>Cuisines</Trans>
          </dt>
          <dd>{d.cuisines.join(', ')}</dd>
          <dt>
            <Trans>Available</Trans>
          </dt>
          <dd>
            <Hours hours={d.availability} locale={locale} />
          </dd>
        </>
      )
    }
    case 'cookbook': {
      const d = details as unknown as CreatorDetails
      return (
        <>
          <dt>
            <Trans>Specialties</Trans>
          </dt>
          <dd>{d.specialties.join(', ')}</dd>
        </>
      )
    }
    default:
      return null
  }
}

export function ListingFacts({ listing, locale }: { listing: CatalogProduce; locale: Locale }) {
  const { t, i18n } = useLingui()
  const details = listing.details as Record<string, unknown> | undefined
  if (!details) return null
  const money = (minor: number) => formatPrice(minor, listing.currency, listing.currencyExponent, locale)
  switch (listing.service) {
    case 'food': {
      const d = details as unknown as Localized<MealDetails>
      return (
        <>
          <dt>
            <Trans>Serves</Trans>
          </dt>
          <dd>{i18n._(plural(d.serves, { one: '# person', other: '# people' }))}</dd>
          {d.dietary.length ? (
            <>
              <dt>
                <Trans>Dietary</Trans>
              </dt>
              <dd>
                <ul className="tags" aria-label={t`Dietary`}>
                  {d.dietary.map((tag) => (
                    <li key={tag} className="tag">
                      {i18n._(DIETARY_LABELS[tag])}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          <dt>
            <Trans>Allergens</Trans>
          </dt>
          <dd>{d.allergens.length ? d.allergens.map((a) => i18n._(ALLERGEN_LABELS[a])).join(', ') : t`None declared`}</dd>
          {d.optionGroups.map((group) => (
            <Fragment key={group.id}>
              <dt>{group.name}</dt>
              <dd>
                <p>{group.min === group.max ? t`Choose ${{ count: group.min }}` : t`Choose ${{ min: group.min }} to ${{ max: group.max }}`}</p>
                <ul className="facts__list">
                  {group.options.map((option) => (
                    <li key={option.id}>
                      {option.name}
                      {option.price > 0 ? ` (+${money(option.price)})` : ''}
                    </li>
                  ))}
                </ul>
              </dd>
            </Fragment>
          ))}
          <dt>
            <Trans>Cooked a day</Trans>
          </dt>
          <dd>{i18n._(plural(d.portionsPerDay, { one: '# portion', other: '# portions' }))}</dd>
        </>
      )
    }
    case 'grocery': {
      const d = details as unknown as ProductDetails
      return (
        <>
          {d.brand ? (
            <>
              <dt>
                <Trans>Brand</Trans>
              </dt>
              <dd>{d.brand}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Size</Trans>
          </dt>
          <dd>{d.size}</dd>
          {d.byWeight ? (
            <>
              <dt>
                <Trans>Sold by weight</Trans>
              </dt>
              <dd>
                {t`About ${{ kg: formatNumber(d.byWeight.estimateKg, locale) }} kg each, about ${{ price: money(Math.round(listing.price * d.byWeight.estimateKg)) }}; you pay what is weighed, at most ${{ margin: d.byWeight.marginPercent }}% more.`}
              </dd>
            </>
          ) : null}
        </>
      )
    }
    case 'chef': {
      const d = details as unknown as Localized<ExperienceDetails>
      return (
        <>
          <dt>
            <Trans>Menu</Trans>
          </dt>
          <dd>
            <ol className="facts__list">
              {d.menu.map((course, i) => (
                <li key={i}>{course}</li>
              ))}
            </ol>
          </dd>
          <dt>
            <Trans>Price per guest</Trans>
          </dt>
          <dd>{money(listing.offer?.price ?? listing.price)}</dd>
          <dt>
            <Trans>Guests</Trans>
          </dt>
          <dd>{t`${{ min: d.minGuests }} to ${{ max: d.maxGuests }} guests`}</dd>
          <dt>
            <Trans>Duration</Trans>
          </dt>
          <dd>{i18n._(plural(d.durationMinutes, { one: '# minute', other: '# minutes' }))}</dd>
          <dt>
            <Trans>Deposit</Trans>
          </dt>
          <dd>{t`${{ percent: d.depositPercent }}% when booking, the rest after the event`}</dd>
        </>
      )
    }
    case 'cookbook': {
      const d = details as unknown as CookbookDetails
      return (
        <>
          <dt>
            <Trans>Format</Trans>
          </dt>
          <dd>{i18n._(FORMAT_LABELS[d.format])}</dd>
          <dt>
            <Trans>Pages</Trans>
          </dt>
          <dd>{i18n._(plural(d.pages, { one: '# page', other: '# pages' }))}</dd>
        </>
      )
    }
    default:
      return null
  }
}
