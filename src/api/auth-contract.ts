/**
 * The auth API's contract (spec sections 3, 5 and 7, issue 6): request schemas the server
 * validates at the edge and the client reuses for its forms, the shapes of the answers, and the
 * stable error codes a client translates.
 *
 * Rules kept here on purpose, so both sides agree:
 * - identifiers and e-mail addresses are trimmed and compared in lower case;
 * - passwords are 8 to 128 characters counted as Unicode code points, not invisible characters
 *   only, with no composition rules (NIST SP 800-63B); the server also refuses passwords found in
 *   breaches (`too_common`, a list only it holds) and the account's own facts (`too_personal`);
 * - optional fields of the credentials update are sent only when non-empty (spec 5); an empty
 *   string is read as "not sent".
 */
import { z } from 'zod'
import { singleLine } from './text-contract'

// ---------------------------------------------------------------- constants

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
/** The confirmation code a shopper types from the e-mail: 10 characters from VERIFICATION_CODE_ALPHABET. */
export const VERIFICATION_CODE_LENGTH = 10
/** No 0/O, 1/I/L: nothing a shopper can misread when typing the code. */
export const VERIFICATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const GENDERS = ['female', 'male', 'other', 'undisclosed'] as const
export type Gender = (typeof GENDERS)[number]

/** Cookie names and lifetimes (spec 9: 21 600 s). */
export const ACCESS_TOKEN_COOKIE = 'access_token'
export const REFRESH_TOKEN_COOKIE = 'refresh_token'
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 21_600

/**
 * Request-level error codes of the auth API, on top of the shared ones in contract.ts
 * (`validation_failed`, `unauthorized`, `forbidden`, `rate_limited`, `conflict`…). They appear as
 * `notification.code` and as the code of the request-level entry in `errors`.
 */
export const AUTH_ERROR_CODES = [
  /** Wrong identifier or password: one answer for both, on purpose. */
  'invalid_credentials',
  /** Too many password checks in flight: retry shortly (503). */
  'busy',
  /** A verification or reset token that is unknown, used or expired. */
  'token_invalid',
  /** Social login could not complete (refused, expired state, no verified e-mail…). */
  'social_login_failed',
  /** No configured social login provider by that name. */
  'provider_unknown',
] as const
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number]

/** Field-level codes the auth API adds to zod's (`too_small`, `invalid_format`…). */
export const AUTH_FIELD_CODES = [
  /** Another account already uses this e-mail or identifier. */
  'taken',
  /** The password is on the list of breached passwords (server/auth/breached-passwords.ts). */
  'too_common',
  /** The password is the account's own identifier, e-mail, name or phone, or a close variant. */
  'too_personal',
  /** The password is made of spaces or other invisible characters only. */
  'invisible',
  /** confirmNewPassword differs from newPassword. */
  'mismatch',
  /** currentPassword is wrong. */
  'wrong_password',
  /** A credentials update that changes nothing. */
  'nothing_to_change',
  /** A registration's code that is not the one e-mailed for this pending registration. */
  'invalid_code',
  /** A date of birth in the future or before 1900. */
  'out_of_range',
  /**
   * A change that needs the current password, on an account that has none (created by a social
   * login): it sets one first with "Forgot your password?", whose link goes to its current address,
   * which proves it holds that address as a code sent there would.
   */
  'password_required',
] as const
export type AuthFieldCode = (typeof AUTH_FIELD_CODES)[number]

// ---------------------------------------------------------------- field schemas

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/**
 * What shows nothing on a screen: spaces of every kind, control and format characters (zero-width
 * joiners, bidi marks), combining marks, and the blank letters (Hangul fillers, the braille blank).
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800]/gu

/**
 * A password being set: 8–128 code points, not made of invisible characters only (`invisible`);
 * nothing else (the server adds `too_common` and `too_personal`).
 */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const length = [...value].length
  if (length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'too_small', origin: 'string', minimum: PASSWORD_MIN_LENGTH, inclusive: true, input: value, message: `At least ${PASSWORD_MIN_LENGTH} characters` })
  } else if (length > PASSWORD_MAX_LENGTH) {
    ctx.addIssue({ code: 'too_big', origin: 'string', maximum: PASSWORD_MAX_LENGTH, inclusive: true, input: value, message: `At most ${PASSWORD_MAX_LENGTH} characters` })
  } else if (value.normalize('NFKC').replace(INVISIBLE, '') === '') {
    ctx.addIssue({ code: 'custom', params: { code: 'invisible' }, input: value, message: 'A password needs visible characters' })
  }
})

/** A password being checked: any length a client may send, bounded so nobody posts megabytes. */
const givenPasswordSchema = z.string().min(1).max(1024)

/** The login name of a credential: letters, digits and . _ @ + - (an e-mail address fits). */
export const identifierSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(254)
  .regex(/^[\p{L}\p{N}._@+-]+$/u, 'Letters, digits and . _ @ + - only')

/** What a shopper types to sign in or recover an account: their identifier or their e-mail. */
export const loginIdentifierSchema = z.string().trim().toLowerCase().min(1).max(254)

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email())
/** A name goes into the account e-mails' greeting: one line (text-contract.ts). */
export const personNameSchema = singleLine(z.string().trim().min(1).max(80))
export const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^(?:\+?[0-9][0-9 ().-]{4,30})?$/, 'A phone number: digits, spaces, ( ) . - and an optional leading +')
export const genderSchema = z.enum(GENDERS)
export const bioSchema = z.string().trim().max(1000)
export const dateOfBirthSchema = z.iso.date()

/** A plausible date of birth: from 1900-01-01 to today (UTC). */
export function isPlausibleDateOfBirth(isoDate: string, today: Date = new Date()): boolean {
  return isoDate >= '1900-01-01' && isoDate <= today.toISOString().slice(0, 10)
}

// ---------------------------------------------------------------- requests

export const authenticateSchema = z.strictObject({
  identifier: loginIdentifierSchema,
  secret: givenPasswordSchema,
})
export type AuthenticateInput = z.infer<typeof authenticateSchema>

export const registerSchema = z.strictObject({
  name: personNameSchema,
  surname: personNameSchema,
  phone: phoneSchema.default(''),
  email: emailSchema,
  credential: z.strictObject({
    identifier: identifierSchema,
    secret: newPasswordSchema,
  }),
})
export type RegisterInput = z.input<typeof registerSchema>

/**
 * POST /account/register/confirm: the sealed pending registration that /account/register answered,
 * and the code e-mailed to its address (any case, spaces and dashes ignored).
 */
export const registerConfirmSchema = z.strictObject({
  pending: z.string().trim().min(1).max(8192),
  code: z.string().trim().min(1).max(200),
})
export type RegisterConfirmInput = z.infer<typeof registerConfirmSchema>

export const verificationRequestSchema = z.strictObject({ identifier: loginIdentifierSchema })
/** The code typed from the e-mail (any case, spaces and dashes ignored) or the token of the link. */
export const verificationConfirmSchema = z.strictObject({ token: z.string().trim().min(1).max(200) })
export const resetRequestSchema = z.strictObject({ identifier: loginIdentifierSchema })
export const resetConfirmSchema = z.strictObject({
  newPassword: newPasswordSchema,
  confirmNewPassword: z.string().max(1024),
  token: z.string().trim().min(1).max(200),
})
export type ResetConfirmInput = z.infer<typeof resetConfirmSchema>

/**
 * Spec 5: currentPassword, plus newIdentifier / newPassword / confirmNewPassword each sent only
 * when non-empty. At least one change is required (`nothing_to_change`), and confirmNewPassword
 * must equal newPassword (`mismatch`) — both checked by the server after this schema.
 */
export const accountUpdateSchema = z.strictObject({
  currentPassword: givenPasswordSchema,
  newIdentifier: z.preprocess(emptyToUndefined, identifierSchema.optional()),
  newPassword: z.preprocess(emptyToUndefined, newPasswordSchema.optional()),
  confirmNewPassword: z.preprocess(emptyToUndefined, z.string().max(1024).optional()),
})
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>

/**
 * PUT /user/me: every field optional; a field sent replaces the stored value, `null` clears it.
 * Changing the e-mail or the phone needs `currentPassword` (`too_small` when missing,
 * `wrong_password`, `password_required`). A new e-mail is not applied at once: the answer names it
 * in `pendingEmail`, a code goes to it (POST /user/me/email/confirm applies it) and the current
 * address gets a link that undoes the change for 7 days (POST /email/undo).
 */
export const profileUpdateSchema = z.strictObject({
  currentPassword: givenPasswordSchema.optional(),
  name: personNameSchema.optional(),
  surname: personNameSchema.optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.nullable().optional(),
  gender: genderSchema.nullable().optional(),
  bio: bioSchema.nullable().optional(),
  dateOfBirth: z.preprocess(emptyToUndefined, dateOfBirthSchema.nullable().optional()),
})
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>

/** POST /user/me/email/confirm: the code sent to the new address (any case, spaces and dashes ignored). */
export const emailChangeConfirmSchema = z.strictObject({ code: z.string().trim().min(1).max(200) })

/** POST /email/undo: the token of the link sent to the old address. */
export const emailUndoSchema = z.strictObject({ token: z.string().trim().min(1).max(200) })

/**
 * POST /session/refresh. Browsers send `{}` and the HttpOnly refresh cookie; a client without
 * cookies sends `{ refreshToken }` and gets the next one back in `data.refreshToken`.
 */
export const refreshSchema = z.strictObject({ refreshToken: z.string().min(20).max(200).optional() })

export const logoutQuerySchema = z.object({ all: z.enum(['true', 'false']).optional() })

// ---------------------------------------------------------------- client-side form refinements

/** The reset form with its cross-field rule, for the client (the server answers `mismatch`). */
export const resetConfirmFormSchema = resetConfirmSchema.refine((v) => v.newPassword === v.confirmNewPassword, {
  path: ['confirmNewPassword'],
  message: 'The passwords differ',
})

// ---------------------------------------------------------------- answers

export interface AuthUserView {
  id: string
  name: string
  surname: string
  email: string
  avatarUrl: string | null
  roles: string[]
  phone: string
  gender: Gender | null
  bio: string
  dateOfBirth: string | null
  emailVerified: boolean
}

export interface CredentialView {
  identifier: string
}

/** Login, the registration's confirmation, refresh and social login answer this (and set the token cookies). */
export interface SessionData {
  accessToken: string
  user: AuthUserView
  credential: CredentialView
  /** Only for a refresh that sent its token in the body (clients without cookies). */
  refreshToken?: string
}

/**
 * POST /account/register (202), the same whether or not the address has an account: `pending` is
 * sent back with the e-mailed code to /account/register/confirm (decision 012).
 */
export interface RegistrationSent {
  sent: true
  email: string
  pending: string
}

/** GET and PUT /user/me (and POST /user/me/email/confirm). */
export interface MeData {
  user: AuthUserView
  credential: CredentialView
  /** A new e-mail waiting for its code (GET and PUT /user/me), else null. */
  pendingEmail?: string | null
}

/**
 * POST /email/undo: the address is back, every session ended and the password removed; the
 * shopper chooses a new one at once with `resetToken` (POST /reset/confirm).
 */
export interface EmailUndoData {
  restored: true
  email: string
  resetToken: string
}

/** GET /providers: the social login buttons to show. */
export interface AuthProviderInfo {
  name: string
  label: string
  /** Navigate the browser here (full page load) to start; `?returnTo=/fr/account` comes back there. */
  startUrl: string
}
