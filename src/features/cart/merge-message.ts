/**
 * What the shopper is told after the basket from before signing in joined the account's. Two
 * baskets were combined only when the account's already held lines; a new account's basket is
 * simply the guest's, and then only what could not come along (capped by stock, no longer sold)
 * is worth a word.
 */
import { msg } from '@lingui/core/macro'
import type { CartMergeResult } from '../../api/cart-contract'
import { i18n } from '../../i18n/i18n'

type Change = CartMergeResult['changes'][number]

export function describeMerge(changes: readonly Change[]): string {
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

/** The toast after a merge, or null when there is nothing to say. */
export function mergeNotice({ changes, combined }: Omit<CartMergeResult, 'cart'>): { title: string; message: string } | null {
  if (combined) return changes.length ? { title: i18n._(msg`Your baskets were combined`), message: describeMerge(changes) } : null
  const lost = changes.filter((c) => c.kind === 'capped' || c.kind === 'unavailable')
  return lost.length ? { title: i18n._(msg`Some of your basket could not be kept`), message: describeMerge(lost) } : null
}
