/** What the shopper is told after the basket from before signing in joined the account's. */
import { msg } from '@lingui/core/macro'
import type { CartMergeResult } from '../../api/cart-contract'
import { i18n } from '../../i18n/i18n'

export function describeMerge(changes: CartMergeResult['changes']): string {
  return changes
    .map((c) => {
      const name = c.name
      const quantity = c.quantity
      switch (c.kind) {
        case 'added':
          return i18n._(msg`${name} added`)
        case 'increased':
          return i18n._(msg`${name} now ${quantity}`)
        case 'capped':
          return i18n._(msg`${name}: only ${quantity} available`)
        default:
          return i18n._(msg`${name} is no longer available`)
      }
    })
    .join(' · ')
}
