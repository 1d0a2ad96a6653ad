/**
 * The market's recipes (/cookbook/recipes, decision 047), read from this device: filtered by an
 * ingredient and by the time they take (both in the address, so a filtered list can be shared),
 * each card linking to its recipe.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useStoreChoice } from '../../db/store-choice'
import type { RecipeRow } from '../../db/db'
import { useLocale } from '../../i18n/use-locale'
import { CardGrid, CardGridSkeleton } from '../../ui/card-grid'
import { totalMinutes, useIngredients, useRecipes } from './cookbook-queries'
import { SyncNotice, TotalTime, useCookbookData } from './cookbook-sync'
import { TIME_LIMITS, type RecipeSearch } from './recipe-search'

export function RecipesScreen({ search }: { search: RecipeSearch }) {
  const { t } = useLingui()
  const { storeId } = useStoreChoice()
  const { locale, param } = useLocale()
  const status = useCookbookData(storeId, locale)
  const recipes = useRecipes(storeId, locale, { ingredientId: search.ingredient, maxMinutes: search.time })
  const ingredients = useIngredients(locale)
  const navigate = useNavigate()
  const update = (patch: Partial<RecipeSearch>) => void navigate({ to: '/{-$locale}/cookbook/recipes', params: { locale: param }, search: (now) => ({ ...now, ...patch }), replace: true })
  return (
    <section aria-labelledby="recipes-title">
      <h1 id="recipes-title">
        <Trans>Recipes</Trans>
      </h1>
      <SyncNotice status={status} />
      <form className="filters filters--inline" aria-label={t`Filters`} onSubmit={(e) => e.preventDefault()}>
        <label>
          <Trans>With</Trans>{' '}
          <select value={search.ingredient ?? ''} onChange={(e) => update({ ingredient: e.currentTarget.value || undefined })}>
            <option value="">{t`Any ingredient`}</option>
            {ingredients?.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Ready in</Trans>{' '}
          <select value={search.time ?? ''} onChange={(e) => update({ time: (Number(e.currentTarget.value) || undefined) as RecipeSearch['time'] })}>
            <option value="">{t`Any time`}</option>
            {TIME_LIMITS.map((m) => (
              <option key={m} value={m}>
                {t`${m} min or less`}
              </option>
            ))}
          </select>
        </label>
      </form>
      {recipes === undefined ? (
        <CardGridSkeleton />
      ) : recipes.length === 0 ? (
        <p className="empty">
          {search.ingredient || search.time ? <Trans>No recipe matches these filters.</Trans> : status.isUpdating ? <Trans>Loading the recipes…</Trans> : <Trans>No recipes in this market yet.</Trans>}
        </p>
      ) : (
        <>
          <p className="catalog__count" role="status">
            <Plural value={recipes.length} one="# recipe" other="# recipes" />
          </p>
          <CardGrid items={recipes} label={t`Recipes`}>
            {(r) => <RecipeCard key={r.id} recipe={r} />}
          </CardGrid>
        </>
      )}
    </section>
  )
}

export function RecipeCard({ recipe }: { recipe: Pick<RecipeRow, 'id' | 'name' | 'photo' | 'servings' | 'prepMinutes' | 'cookMinutes'> & { summary?: string; creatorName?: string } }) {
  const { param } = useLocale()
  return (
    <li className="card recipe-card">
      <img className="card__media" src={recipe.photo} alt="" width="320" height="180" loading="lazy" />
      <div className="card__body">
        <h2 className="card__title">
          <Link to="/{-$locale}/cookbook/recipes/$id" params={{ locale: param, id: recipe.id }} className="card__link">
            {recipe.name}
          </Link>
        </h2>
        <p className="card__meta">
          <TotalTime minutes={totalMinutes(recipe)} /> · <Plural value={recipe.servings} one="serves #" other="serves #" />
          {recipe.creatorName ? <> · {recipe.creatorName}</> : null}
        </p>
        {recipe.summary ? <p className="card__text">{recipe.summary}</p> : null}
      </div>
    </li>
  )
}
