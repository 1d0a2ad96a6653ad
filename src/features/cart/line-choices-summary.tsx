/**
 * What a basket line chose, under its name (decision 048): a meal's options (with what each adds),
 * a grocery line's substitution (the named item by its name, as this device knows it), and an
 * item sold by weight's estimate and most (src/ui/weighed-estimate.tsx).
 */
import { useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { db, type CartLineRow } from '../../db/db'
import { useLocale } from '../../i18n/use-locale'
import { WeighedEstimate } from '../../ui/weighed-estimate'

export function LineChoicesSummary({ line, money }: { line: CartLineRow; money: (minor: number) => string }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const substitution = line.substitution ?? line.choices?.substitution ?? null
  const namedId = substitution?.kind === 'named' ? substitution.listingId : null
  const named = useLiveQuery(async () => (namedId ? ((await db.produces.get([locale, namedId]))?.name ?? null) : null), [locale, namedId])
  const options = line.options ?? []
  if (!options.length && !substitution && !line.weighed) return null
  return (
    <span className="line-choices">
      {options.length ? (
        <span className="line-choices__options">
          {options
            .map(({ name, price }) => {
              const extra = money(price)
              return price > 0 ? t`${name} (+${extra})` : name
            })
            .join(' · ')}
        </span>
      ) : null}
      {line.weighed ? <WeighedEstimate weighed={line.weighed} quantity={line.quantity} currency={line.currency} currencyExponent={line.currencyExponent} /> : null}
      {substitution ? (
        <span className="line-choices__substitution">
          {substitution.kind === 'similar'
            ? t`If missing: a similar item`
            : substitution.kind === 'refund'
              ? t`If missing: refund`
              : named
                ? t`If missing: ${named}`
                : t`If missing: the item you named`}
        </span>
      ) : null}
    </span>
  )
}
