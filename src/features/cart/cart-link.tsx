import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { useAllCartLines } from './cart-queries'

/** The header's basket link with the live count of lines (read from IndexedDB). */
export function CartLink() {
  const { t } = useLingui()
  const { param } = useLocale()
  const lines = useAllCartLines()
  const count = lines?.length ?? 0
  return (
    <Link to="/{-$locale}/cart" params={{ locale: param }} className="header__link cart-link" aria-label={count ? t`Basket, ${plural(count, { one: '# line', other: '# lines' })}` : t`Basket, empty`}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      {count ? <span className="cart-badge">{count}</span> : null}
    </Link>
  )
}
