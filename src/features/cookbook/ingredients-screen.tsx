/**
 * The ingredients (/cookbook/ingredients, decision 047), read from this device, each with how many
 * of the market's recipes use it, linking to its page.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db'
import { useStoreChoice } from '../../db/store-choice'
import { useLocale } from '../../i18n/use-locale'
import { useIngredients } from './cookbook-queries'
import { SyncNotice, useCookbookData } from './cookbook-sync'

export function IngredientsScreen() {
  const { storeId } = useStoreChoice()
  const { locale, param } = useLocale()
  const status = useCookbookData(storeId, locale)
  const ingredients = useIngredients(locale)
  const uses = useLiveQuery(async () => {
    const counts = new Map<string, number>()
    for (const r of await db.recipes.where('[lang+storeId]').equals([locale, storeId]).toArray()) {
      for (const id of new Set(r.ingredients.map((l) => l.ingredientId))) counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    return counts
  }, [locale, storeId])
  return (
    <section aria-labelledby="ingredients-title">
      <h1 id="ingredients-title">
        <Trans>Ingredients</Trans>
      </h1>
      <SyncNotice status={status} />
      {ingredients === undefined ? (
        <div aria-busy="true" />
      ) : ingredients.length === 0 ? (
        <p className="empty">{status.isUpdating ? <Trans>Loading the ingredients…</Trans> : <Trans>No ingredients yet.</Trans>}</p>
      ) : (
        <ul className="ingredient-list">
          {ingredients.map((i) => (
            <li key={i.id}>
              <Link to="/{-$locale}/cookbook/ingredients/$id" params={{ locale: param, id: i.id }}>
                {i.name}
              </Link>{' '}
              <span className="card__meta">
                <Plural value={uses?.get(i.id) ?? 0} _0="in no recipe here" one="in # recipe" other="in # recipes" />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
