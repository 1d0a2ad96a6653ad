/**
 * A recipe (/cookbook/recipes/$id, decision 047): its ingredients scaled to the servings chosen
 * (the stepper; the servings are in the address), its steps, an "I have this" per ingredient, and
 * "Add the ingredients to my basket", which puts each ingredient's listing in its service's basket
 * (on top of what a line holds) and then says what went to which basket and what did not.
 *
 * The plan is made on the device (src/sync/cookbook.ts `planOnDevice`) from where this market
 * sells each ingredient, learnt from the server when the page opens; only when the device has not
 * learnt it yet does the button wait for the server.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { baseApi } from '../../api/clients'
import { scaled, type PlanLine } from '../../api/cookbook-contract'
import { db, type RecipeRow } from '../../db/db'
import { useStoreChoice } from '../../db/store-choice'
import { useLocale } from '../../i18n/use-locale'
import { formatAmount, formatRecipeAmount } from '../../i18n/units'
import { fetchBasketPlan, planOnDevice } from '../../sync/cookbook'
import { useFetchIfMissing } from '../../sync/fetch-one'
import { usePageData } from '../../sync/use-page-data'
import { NotFoundPage } from '../../ui/error-page'
import { useDocumentMeta } from '../../ui/page-meta'
import { addPlanToBaskets, type PlanOutcome } from './add-plan'
import { totalMinutes, useRecipe } from './cookbook-queries'
import { SyncNotice, TotalTime, useCookbookData } from './cookbook-sync'
import { MAX_SERVINGS } from './recipe-search'

type Result = { kind: 'added'; outcome: PlanOutcome } | { kind: 'unreachable' }

export function RecipeScreen({ id, servings: chosen }: { id: string; servings?: number }) {
  const { storeId } = useStoreChoice()
  const { locale } = useLocale()
  const status = useCookbookData(storeId, locale)
  const recipe = useRecipe(locale, id)
  useDocumentMeta(recipe?.name, recipe?.summary)
  const fetching = useFetchIfMissing('recipes', locale, id, recipe === undefined ? undefined : recipe)
  if (recipe === null && fetching === 'missing') return <NotFoundPage />
  if (!recipe) return <div className="detail detail--loading" aria-busy="true" />
  return (
    <>
      <SyncNotice status={status} />
      <Recipe key={recipe.id} recipe={recipe} servings={chosen ?? recipe.servings} storeId={storeId} />
    </>
  )
}

function Recipe({ recipe, servings, storeId }: { recipe: RecipeRow; servings: number; storeId: string }) {
  const { t, i18n } = useLingui()
  const { locale, param } = useLocale()
  const navigate = useNavigate()
  const [have, setHave] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Result | null>(null)
  // Where this market sells each ingredient, learnt as the page opens (then the button plans on the device).
  usePageData((signal) => fetchBasketPlan(baseApi, db, recipe.id, { servings: recipe.servings }, { storeId, locale, signal }))
  const setServings = (n: number) => {
    setResult(null)
    void navigate({ to: '/{-$locale}/cookbook/recipes/$id', params: { locale: param, id: recipe.id }, search: { servings: n === recipe.servings ? undefined : n }, replace: true })
  }
  const toggle = (ingredientId: string) => {
    setResult(null)
    setHave((now) => {
      const next = new Set(now)
      if (next.has(ingredientId)) next.delete(ingredientId)
      else next.add(ingredientId)
      return next
    })
  }
  const addIngredients = async () => {
    setBusy(true)
    try {
      const input = { servings, have: [...have] }
      let plan = await planOnDevice(db, recipe, input, { storeId, locale })
      if (!plan) plan = await fetchBasketPlan(baseApi, db, recipe.id, input, { storeId, locale }).catch(() => null)
      setResult(plan ? { kind: 'added', outcome: await addPlanToBaskets(plan) } : { kind: 'unreachable' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <article className="detail recipe" aria-labelledby="recipe-title">
      <img className="detail__media" src={recipe.photo} alt="" width="640" height="360" fetchPriority="high" />
      <div className="detail__body">
        <h1 id="recipe-title">{recipe.name}</h1>
        <p>{recipe.summary}</p>
        <dl className="facts">
          <dt>
            <Trans>By</Trans>
          </dt>
          <dd>{recipe.creatorName}</dd>
          <dt>
            <Trans>Preparation</Trans>
          </dt>
          <dd>
            <TotalTime minutes={recipe.prepMinutes} />
          </dd>
          <dt>
            <Trans>Cooking</Trans>
          </dt>
          <dd>
            <TotalTime minutes={recipe.cookMinutes} />
          </dd>
          <dt>
            <Trans>Ready in</Trans>
          </dt>
          <dd>
            <TotalTime minutes={totalMinutes(recipe)} />
          </dd>
        </dl>
        <div className="stepper recipe__servings" role="group" aria-label={t`Servings`}>
          <button type="button" className="button" onClick={() => setServings(servings - 1)} disabled={servings <= 1} aria-label={t`Fewer servings`}>
            −
          </button>
          <output className="stepper__value" aria-live="polite">
            <Plural value={servings} one="# serving" other="# servings" />
          </output>
          <button type="button" className="button" onClick={() => setServings(servings + 1)} disabled={servings >= MAX_SERVINGS} aria-label={t`More servings`}>
            +
          </button>
        </div>
        <h2>
          <Trans>Ingredients</Trans>
        </h2>
        <ul className="recipe__ingredients">
          {recipe.ingredients.map((line) => {
            const name = line.name
            return (
              <li key={line.ingredientId} className={have.has(line.ingredientId) ? 'recipe__ingredient recipe__ingredient--have' : 'recipe__ingredient'}>
                <span>
                  <strong>{formatRecipeAmount(i18n, scaled(line.quantity, recipe.servings, servings), line.unit)}</strong>{' '}
                  <Link to="/{-$locale}/cookbook/ingredients/$id" params={{ locale: param, id: line.ingredientId }}>
                    {name}
                  </Link>
                  {line.note ? <span className="card__meta">, {line.note}</span> : null}
                </span>
                <label className="recipe__have">
                  <input type="checkbox" checked={have.has(line.ingredientId)} onChange={() => toggle(line.ingredientId)} aria-label={t`I have this: ${name}`} /> <Trans>I have this</Trans>
                </label>
              </li>
            )
          })}
        </ul>
        <button type="button" className="button button--primary" onClick={() => void addIngredients()} disabled={busy || have.size === recipe.ingredients.length}>
          <Trans>Add the ingredients to my basket</Trans>
        </button>
        <div role="status" aria-live="polite">
          {result ? <PlanReport result={result} /> : null}
        </div>
        <h2>
          <Trans>Steps</Trans>
        </h2>
        <ol className="recipe__steps">
          {recipe.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      </div>
    </article>
  )
}

function PlanReport({ result }: { result: Result }) {
  const { i18n } = useLingui()
  const { param } = useLocale()
  if (result.kind === 'unreachable') {
    return (
      <p className="notice notice--error">
        <Trans>We couldn't reach the market to find these ingredients. Try again once you are online.</Trans>
      </p>
    )
  }
  const { added, otherMarket, notSold, have } = result.outcome
  const farm = added.filter((a) => a.line.service === 'farm')
  const grocery = added.filter((a) => a.line.service === 'grocery')
  const names = (lines: PlanLine[]) => lines.map((l) => l.name).join(', ')
  const amounts = (rows: typeof added) =>
    rows.map(({ line, holds }) => {
      const listing = line.listing.name
      const more = formatAmount(i18n, line.listingQuantity, line.listing.unit)
      const held = formatAmount(i18n, holds, line.listing.unit)
      return (
        <li key={line.ingredientId}>
          <Trans>
            {listing}: {more} added, {held} in the basket
          </Trans>
        </li>
      )
    })
  const refused = names(otherMarket)
  const unsold = names(notSold)
  const had = names(have)
  return (
    <div className="notice recipe__report">
      {farm.length ? (
        <>
          <p>
            <Trans>Added to your farm basket:</Trans>
          </p>
          <ul>{amounts(farm)}</ul>
        </>
      ) : null}
      {grocery.length ? (
        <>
          <p>
            <Trans>Added to your grocery basket:</Trans>
          </p>
          <ul>{amounts(grocery)}</ul>
        </>
      ) : null}
      {otherMarket.length ? (
        <p>
          <Trans>Not added, because that basket holds another market's items: {refused}</Trans>
        </p>
      ) : null}
      {notSold.length ? (
        <p>
          <Trans>Not sold in this market: {unsold}</Trans>
        </p>
      ) : null}
      {have.length ? (
        <p>
          <Trans>Left out, you have them: {had}</Trans>
        </p>
      ) : null}
      {added.length ? (
        <p>
          <Link to="/{-$locale}/cart" params={{ locale: param }}>
            <Trans>See your baskets</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  )
}
