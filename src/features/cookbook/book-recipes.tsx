/** A cookbook's own page lists the recipes in it (decision 047's recipes, by the book's `recipeIds`), each linking to the recipe. */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { useStoreChoice } from '../../db/store-choice'
import { totalMinutes, useRecipesOf } from './cookbook-queries'
import { SyncNotice, TotalTime, useCookbookData } from './cookbook-sync'

export function BookRecipes({ recipeIds }: { recipeIds: readonly string[] }) {
  if (recipeIds.length === 0) return null
  return <BookRecipeList recipeIds={recipeIds} />
}

function BookRecipeList({ recipeIds }: { recipeIds: readonly string[] }) {
  const { storeId } = useStoreChoice()
  const { locale, param } = useLocale()
  const status = useCookbookData(storeId, locale)
  const recipes = useRecipesOf(locale, recipeIds)
  if (!recipes?.length) return <SyncNotice status={status} />
  return (
    <section className="book-recipes" aria-labelledby="book-recipes-title">
      <h2 id="book-recipes-title">
        <Trans>Recipes in this book</Trans>
      </h2>
      <SyncNotice status={status} />
      <ul>
        {recipes.map((r) => (
          <li key={r.id}>
            <Link to="/{-$locale}/cookbook/recipes/$id" params={{ locale: param, id: r.id }}>
              {r.name}
            </Link>{' '}
            · <TotalTime minutes={totalMinutes(r)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
