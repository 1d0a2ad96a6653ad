/**
 * What checkout says when the market refuses an order: the codes of POST /api/orders (a stock
 * problem per line, a field that no longer fits, a request-level refusal), in the shopper's
 * language. The server's English never reaches the page.
 */
import { msg, plural } from '@lingui/core/macro'
import { PRICE_CHANGE_CODES } from '../../api/cart-contract'
import type { ApiFieldError } from '../../api/contract'
import { fieldMessage, requestMessage } from '../../i18n/error-messages'
import { i18n } from '../../i18n/i18n'
import { formatAmount } from '../../i18n/units'
import { formatDay } from '../../i18n/format'
import type { Locale } from '../../config'

/** A field error of checkout, by the server's code (the generic ones fall back to the shared messages). */
export function checkoutFieldMessage(code: string, params: Record<string, string | number> = {}): string {
  switch (code) {
    case 'outside_delivery_zones':
      return i18n._(msg`This address is outside the market's delivery area. Choose another address, or pick up your order.`)
    case 'not_found':
      return i18n._(msg`This address is no longer in your address book. Choose another one.`)
    case 'method_not_offered':
      return i18n._(msg`This market does not take this way of paying. Choose another one.`)
    case 'amount_not_whole':
      return i18n._(msg`M-Pesa takes whole shillings only. Pay this order in cash.`)
    case 'unknown_pickup_point':
      return i18n._(msg`This pickup point is no longer open. Choose another one.`)
    case 'slot_full':
      return i18n._(msg`This time is now full. Choose another time or another day.`)
    case 'unknown_window':
      return i18n._(msg`This time is no longer offered. Choose another one.`)
    case 'below_minimum':
      return i18n._(msg`This basket is below the market's minimum order. Add a little more, then place your order again.`)
    case 'unavailable_day':
      return i18n._(msg`The farmers can no longer deliver on this day. Choose another day.`)
    case 'required':
      return i18n._(msg`This field is required.`)
    // A digital order (decision 050): what the screen never sends, unless the basket changed on another device.
    case 'not_digital_only':
      return i18n._(msg`Your basket now holds something to deliver, so it cannot be only digital. Go back to your basket, then check out again.`)
    case 'not_with_digital':
      return i18n._(msg`A digital order has no address, pickup point, day or time. Check out again from your basket.`)
    case 'online_payment_only':
      return i18n._(msg`A digital book is paid online: choose mobile money or a card.`)
    case 'account_required':
      return i18n._(msg`Digital books go to your account's library: sign in or create an account to buy them.`)
    default:
      return fieldMessage(code, params)
  }
}

/** One line the market cannot supply as asked. */
export function stockProblemMessage(problem: ApiFieldError, line: { name: string; unit: string }): string {
  const name = line.name
  const unit = line.unit
  switch (problem.code) {
    case 'sold_out':
      return i18n._(msg`${name} is sold out.`)
    case 'insufficient_stock': {
      const amount = formatAmount(i18n, Number(problem.params?.available ?? 0), unit)
      return problem.params?.available === undefined ? i18n._(msg`There is not enough ${name} left.`) : i18n._(msg`Only ${amount} of ${name} left.`)
    }
    case 'unavailable':
      return i18n._(msg`${name} is no longer sold.`)
    case 'sold_out_for_day': {
      // A meal's portions of the day are gone (decision 048): the kitchen's next day with portions, when there is one.
      const next = problem.params?.next === undefined ? null : formatDay(String(problem.params.next), i18n.locale as Locale)
      return next ? i18n._(msg`${name} is sold out for that day. Choose ${next}, or another day.`) : i18n._(msg`${name} is sold out for that day and the days after it.`)
    }
    case 'invalid_quantity': {
      const min = formatAmount(i18n, Number(problem.params?.min ?? 0), unit)
      const step = formatAmount(i18n, Number(problem.params?.step ?? 0), unit)
      return i18n._(msg`${name} is sold from ${min}, in steps of ${step}.`)
    }
    default:
      return i18n._(msg`${name} cannot be ordered in this quantity.`)
  }
}

/** A refusal of the whole order. */
export function orderRefusalMessage(code: string): string {
  switch (code) {
    case 'cart_empty':
      return i18n._(msg`The market has nothing in your basket, so there is nothing to order. Go back to your basket and add your produce again.`)
    case 'idempotency_key_reused':
      return i18n._(msg`This order seems to have been placed already. Check your orders before placing it again.`)
    case 'conflict':
      return i18n._(msg`Some produce is not available in the quantity you asked for.`)
    case 'validation_failed':
      return i18n._(msg`Please check the highlighted choices.`)
    default:
      return requestMessage(code)
  }
}

const PRICE_CHANGES: readonly string[] = PRICE_CHANGE_CODES

/** The field errors the server attached to a refused order that are about stock, by produce id. */
export function stockProblemsOf(fields: ApiFieldError[]): (ApiFieldError & { produceId: string })[] {
  return fields.filter((f) => f.field?.startsWith('lines.') && !PRICE_CHANGES.includes(f.code)).map((f) => ({ ...f, produceId: f.field!.slice('lines.'.length) }))
}

/** The field codes of a refusal of a digital order (decision 050): said in their own words, whatever the field. */
export const DIGITAL_CODES: readonly string[] = ['not_digital_only', 'not_with_digital', 'online_payment_only', 'account_required']

/** The field codes of a refusal for one of the market's order limits (server/orders/checkout.ts). */
export const LIMIT_CODES: readonly string[] = ['unconfirmed_open_orders', 'unconfirmed_order_total', 'order_above_maximum', 'below_minimum', 'guest_open_orders', 'guest_order_total']

/** A refusal for one of the market's order limits, with the limit in the market's currency. */
export function orderLimitMessage(problem: ApiFieldError, money: (minor: number) => string): string {
  const count = Number(problem.params?.max ?? problem.params?.min ?? 0)
  const max = money(count)
  switch (problem.code) {
    case 'unconfirmed_open_orders':
      return i18n._(
        msg`Until you confirm your e-mail address, you can have ${plural(count, { one: '# order', other: '# orders' })} waiting for delivery at a time. Confirm it with the code from the e-mail we sent you when you created your account, then place this order again.`,
      )
    case 'below_minimum': {
      const missing = money(Number(problem.params?.missing ?? 0))
      return i18n._(msg`Orders at this market start at ${max}: add ${missing} more to your basket, then place your order again.`)
    }
    case 'guest_open_orders':
      return i18n._(
        msg`A guest can have ${plural(count, { one: '# order', other: '# orders' })} waiting for delivery at a time with the same e-mail address or phone number. Create an account, or wait until your orders arrive.`,
      )
    case 'guest_order_total':
      return i18n._(msg`A guest order can be at most ${max}. Make this order smaller, or create an account to order more.`)
    case 'unconfirmed_order_total':
      return i18n._(
        msg`Until you confirm your e-mail address, an order can be at most ${max}. Confirm it with the code from the e-mail we sent you when you created your account, or make this order smaller.`,
      )
    default:
      return i18n._(msg`An order at this market can be at most ${max}. Lower some quantities, or split your basket into several orders.`)
  }
}
