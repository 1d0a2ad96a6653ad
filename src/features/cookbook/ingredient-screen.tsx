/**
 * An ingredient (/cookbook/ingredients/$id, decision 047): the market's recipes that use it, from
 * this device, and where to buy it in the shopper's market (the farm produce and grocery products
 * that sell it), the server's answer kept on the device for the next visit, offline too.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { baseApi } from '../../api/clients'
import type { PlanSource } from '../../api/cookbook-contract'
import { db } from '../../db/db'
import { useStoreChoice } from '../../db/store-choice'
import { formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { perUnit } from '../../i18n/units'
import { pullIngredientSources } from '../../sync/cookbook'
import { useFetchIfMissing } from '../../sync/fetch-one'
import { usePageData } from '../../sync/use-page-data'
import { CardGrid } from '../../ui/card-grid'
import { NotFoundPage } from '../../ui/error-page'
import { useDocumentMeta } from '../../ui/page-meta'
import { useIngredient, useRecipes } from './cookbook-queries'
import { SyncNotice, useCookbookData } from './cookbook-sync'
import { RecipeCard } from './recipes-screen'

export function IngredientScreen({ id }: { id: string }) {
  const { t } = useLingui()
  const { storeId } = useStoreChoice()
  const { locale } = useLocale()
  const status = useCookbookData(storeId, locale)
  const ingredient = useIngredient(locale, id)
  const recipes = useRecipes(storeId, locale, { ingredientId: id })
  const sold = usePageData((signal) => pullIngredientSources(baseApi, db, id, { storeId, locale, signal }))
  const sources = useLiveQuery(async () => (await db.planSources.get([storeId, locale, id]))?.all ?? null, [storeId, locale, id])
  useDocumentMeta(ingredient?.name, undefined)
  const fetching = useFetchIfMissing('ingredients', locale, id, ingredient === undefined ? undefined : ingredient)
  if (ingredient === null && fetching === 'missing') return <NotFoundPage />
  if (!ingredient) return <div className="detail detail--loading" aria-busy="true" />
  const name = ingredient.name
  return (
    <section aria-labelledby="ingredient-title">
      <h1 id="ingredient-title">{ingredient.name}</h1>
      <SyncNotice status={status} />
      <h2>
        <Trans>Where to buy it</Trans>
      </h2>
      {sources === undefined ? (
        <div aria-busy="true" />
      ) : sources === null ? (
        <p className="empty">{sold.hasFailed ? <Trans>We couldn't reach the market to find where it is sold.</Trans> : <Trans>Finding where it is sold…</Trans>}</p>
      ) : sources.length === 0 ? (
        <p className="empty">
          <Trans>Not sold in this market.</Trans>
        </p>
      ) : (
        <ul className="ingredient-sources">
          {sources.map((s) => (
            <Source key={s.listing.id} source={s} />
          ))}
        </ul>
      )}
      <h2>
        <Trans>Recipes with it</Trans>
      </h2>
      {recipes === undefined ? null : recipes.length === 0 ? (
        <p className="empty">
          <Trans>No recipe in this market uses it yet.</Trans>
        </p>
      ) : (
        <CardGrid items={recipes} label={t`Recipes with ${name}`}>
          {(r) => <RecipeCard key={r.id} recipe={r} />}
        </CardGrid>
      )}
    </section>
  )
}

function Source({ source }: { source: PlanSource }) {
  const { i18n } = useLingui()
  const { locale, param } = useLocale()
  const l = source.listing
  const seller = l.farmName
  const price = `${formatPrice(l.offer?.price ?? l.price, l.currency, l.currencyExponent, locale)} ${perUnit(i18n, l.unit)}`
  return (
    <li>
      {source.service === 'farm' ? (
        <>
          <Link to="/{-$locale}/farm/produces/$id" params={{ locale: param, id: l.id }}>
            {l.name}
          </Link>{' '}
          <span className="card__meta">
            <Trans>
              from the farm {seller} · {price}
            </Trans>
          </span>
        </>
      ) : (
        <>
          {l.name}{' '}
          <span className="card__meta">
            <Trans>
              from the grocer {seller} · {price}
            </Trans>
          </span>
        </>
      )}
    </li>
  )
}
