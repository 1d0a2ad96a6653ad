/**
 * What a service adds to a provider's or a listing's page (decision 045), as facts (`<dt>`/`<dd>`
 * pairs inside the page's `<dl>`): a kitchen's kind, cuisines, hours and preparation time; a meal's
 * servings, dietary and allergen tags, choices and portions a day; a store's kind and hours; a
 * product's brand, size and weighing; a chef's cuisines and availability; an experience's menu,
 * guests, duration and deposit; a creator's specialties; a book's format and pages.
 */
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, type ReactNode } from 'react'
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
import { ALLERGEN_LABELS, cuisineList, DIETARY_LABELS, FORMAT_LABELS, KITCHEN_KIND_LABELS, STORE_KIND_LABELS } from './service-labels'

/** One fact of the page's list: its name and what it says. */
function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

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
          <Fact label={<Trans>Kitchen</Trans>}>{i18n._(KITCHEN_KIND_LABELS[d.kind])}</Fact>
          <Fact label={<Trans>Cuisines</Trans>}>{cuisineList(d.cuisines, i18n, locale)}</Fact>
          <Fact label={<Trans>Opening hours</Trans>}>
            <Hours hours={d.openingHours} locale={locale} />
          </Fact>
          <Fact label={<Trans>Preparation time</Trans>}>{i18n._(plural(d.prepMinutes, { one: '# minute', other: '# minutes' }))}</Fact>
        </>
      )
    }
    case 'grocery': {
      const d = details as unknown as GroceryStoreDetails
      return (
        <>
          <Fact label={<Trans>Store</Trans>}>{i18n._(STORE_KIND_LABELS[d.kind])}</Fact>
          <Fact label={<Trans>Opening hours</Trans>}>
            <Hours hours={d.openingHours} locale={locale} />
          </Fact>
        </>
      )
    }
    case 'chef': {
      const d = details as unknown as ChefDetails
      return (
        <>
          <Fact label={<Trans>Cuisines</Trans>}>{cuisineList(d.cuisines, i18n, locale)}</Fact>
          <Fact label={<Trans>Available</Trans>}>
            <Hours hours={d.availability} locale={locale} />
          </Fact>
        </>
      )
    }
    case 'cookbook': {
      const d = details as unknown as CreatorDetails
      return (
        <>
          <Fact label={<Trans>Specialties</Trans>}>{cuisineList(d.specialties, i18n, locale)}</Fact>
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
          <Fact label={<Trans>Serves</Trans>}>{i18n._(plural(d.serves, { one: '# person', other: '# people' }))}</Fact>
          {d.dietary.length ? (
            <>
              <Fact label={<Trans>Dietary</Trans>}>
                <ul className="tags" aria-label={t`Dietary`}>
                  {d.dietary.map((tag) => (
                    <li key={tag} className="tag">
                      {i18n._(DIETARY_LABELS[tag])}
                    </li>
                  ))}
                </ul>
              </Fact>
            </>
          ) : null}
          <Fact label={<Trans>Allergens</Trans>}>{d.allergens.length ? d.allergens.map((a) => i18n._(ALLERGEN_LABELS[a])).join(', ') : t`None declared`}</Fact>
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
          <Fact label={<Trans>Cooked a day</Trans>}>{i18n._(plural(d.portionsPerDay, { one: '# portion', other: '# portions' }))}</Fact>
        </>
      )
    }
    case 'grocery': {
      const d = details as unknown as ProductDetails
      return (
        <>
          {d.brand ? (
            <>
              <Fact label={<Trans>Brand</Trans>}>{d.brand}</Fact>
            </>
          ) : null}
          <Fact label={<Trans>Size</Trans>}>{d.size}</Fact>
          {d.byWeight ? (
            <>
              <Fact label={<Trans>Sold by weight</Trans>}>
                {t`About ${{ kg: formatNumber(d.byWeight.estimateKg, locale) }} kg each, about ${{ price: money(Math.round(listing.price * d.byWeight.estimateKg)) }}; you pay what is weighed, at most ${{ margin: d.byWeight.marginPercent }}% more.`}
              </Fact>
            </>
          ) : null}
        </>
      )
    }
    case 'chef': {
      const d = details as unknown as Localized<ExperienceDetails>
      return (
        <>
          <Fact label={<Trans>Menu</Trans>}>
            <ol className="facts__list">
              {d.menu.map((course, i) => (
                <li key={i}>{course}</li>
              ))}
            </ol>
          </Fact>
          <Fact label={<Trans>Price per guest</Trans>}>{money(listing.offer?.price ?? listing.price)}</Fact>
          <Fact label={<Trans>Guests</Trans>}>{t`${{ min: d.minGuests }} to ${{ max: d.maxGuests }} guests`}</Fact>
          <Fact label={<Trans>Duration</Trans>}>{i18n._(plural(d.durationMinutes, { one: '# minute', other: '# minutes' }))}</Fact>
          <Fact label={<Trans>Deposit</Trans>}>{t`${{ percent: d.depositPercent }}% when booking, the rest after the event`}</Fact>
        </>
      )
    }
    case 'cookbook': {
      const d = details as unknown as CookbookDetails
      return (
        <>
          <Fact label={<Trans>Format</Trans>}>{i18n._(FORMAT_LABELS[d.format])}</Fact>
          <Fact label={<Trans>Pages</Trans>}>{i18n._(plural(d.pages, { one: '# page', other: '# pages' }))}</Fact>
        </>
      )
    }
    default:
      return null
  }
}
