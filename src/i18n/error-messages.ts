/**
 * API error codes → translated text. The server's English never reaches a shopper: every code
 * (request-level and field-level) has a message here, with the bounds a field error carries.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ApiError } from '../api/http'
import { i18n } from './i18n'

const REQUEST: Record<string, MessageDescriptor> = {
  validation_failed: msg`Please check the highlighted fields.`,
  invalid_json: msg`Something was wrong with that request. Please try again.`,
  not_found: msg`We couldn't find what you asked for.`,
  unsupported_media_type: msg`Something was wrong with that request. Please try again.`,
  payload_too_large: msg`That is too much text to send at once.`,
  conflict: msg`That conflicts with something already saved.`,
  unauthorized: msg`Please sign in to continue.`,
  forbidden: msg`You are not allowed to do that.`,
  rate_limited: msg`Too many attempts. Please wait a moment and try again.`,
  internal_error: msg`Something went wrong on our side. Please try again in a moment.`,
  network_error: msg`Couldnt make request`,
  invalid_credentials: msg`That e-mail or password is not right. Please try again.`,
  busy: msg`We are very busy right now. Please try again in a few seconds.`,
  token_invalid: msg`This link or code has expired or was already used. Ask for a new one.`,
  social_login_failed: msg`Signing in with that account did not work. Please try again or use your password.`,
  provider_unknown: msg`That sign-in option is not available.`,
  too_many: msg`You have saved as many as an account can keep. Delete one first, then try again.`,
  prices_changed: msg`Some prices changed since you confirmed your order. Nothing was ordered: check the new prices and confirm them.`,
  email_unconfirmed: msg`Confirm your e-mail address to order more: type the code from the e-mail we sent you when you created your account.`,
  guest_limit: msg`A guest can have only a few small orders waiting at a time. Create an account to order more.`,
  order_above_maximum: msg`This order is larger than the market takes at once. Lower some quantities, or split it into several orders.`,
  slot_full: msg`The time you chose is now full. Choose another time or day, then place your order again.`,
  below_minimum: msg`This basket is below the market's minimum order. Add a little more, then place your order again.`,
  slot_taken: msg`This time was just booked by someone else. Choose another time or day.`,
}

/** The translated message for a request-level error code. */
export function requestMessage(code: string): string {
  return i18n._(REQUEST[code] ?? REQUEST.internal_error!)
}

export function fieldMessage(code: string, params: Record<string, string | number> = {}): string {
  switch (code) {
    case 'too_small': {
      const min = params.min ?? 1
      return min === 1 ? i18n._(msg`This field is required.`) : i18n._(msg`Use at least ${min} characters.`)
    }
    case 'too_big': {
      const max = params.max ?? ''
      return i18n._(msg`Use at most ${max} characters.`)
    }
    case 'invalid_type':
      return i18n._(msg`This field is required.`)
    case 'invalid_value':
      return i18n._(msg`Choose one of the options.`)
    case 'invalid_format':
      return i18n._(msg`This doesn't look right. Please check the format.`)
    case 'unrecognized_keys':
      return i18n._(msg`Something was wrong with that request. Please try again.`)
    case 'unknown_store':
      return i18n._(msg`Choose one of our markets.`)
    case 'not_a_delivery_zone':
      return i18n._(msg`Choose one of this market's delivery zones.`)
    case 'taken':
      return i18n._(msg`An account already uses this. Sign in instead, or use another one.`)
    case 'too_common':
      return i18n._(msg`This password is too common and easy to guess. Choose another one.`)
    case 'too_personal':
      return i18n._(msg`Don't build your password from your name, e-mail, username or phone number.`)
    case 'invisible':
      return i18n._(msg`A password needs letters, digits or symbols you can see, not only spaces.`)
    case 'mismatch':
      return i18n._(msg`The two passwords are not the same.`)
    case 'wrong_password':
      return i18n._(msg`Your current password is not right.`)
    case 'password_required':
      return i18n._(msg`Your account has no password yet. Choose one with “Forgot your password?” first: the link goes to your current e-mail.`)
    case 'nothing_to_change':
      return i18n._(msg`Enter a new e-mail or a new password to change.`)
    case 'out_of_range':
      return i18n._(msg`Enter a real date.`)
    case 'single_line':
      return i18n._(msg`Write this on one line, without line breaks or special characters.`)
    case 'invalid_code':
      return i18n._(msg`This code is not right, or no longer valid. Check the latest e-mail we sent.`)
    case 'invalid_credentials':
      return i18n._(msg`That e-mail or password is not right. Please try again.`)
    default:
      return i18n._(msg`Please check this field.`)
  }
}

export function describeError(error: ApiError): { title: string; message: string; fields?: { field: string; message: string }[] } {
  const descriptor = REQUEST[error.code] ?? REQUEST.internal_error!
  const fields = error.errors.filter((e) => e.field).map((e) => ({ field: e.field!, message: fieldMessage(e.code, e.params) }))
  return { title: i18n._(msg`Error`), message: i18n._(descriptor), fields: fields.length ? fields : undefined }
}
