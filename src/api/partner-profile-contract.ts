/**
 * A provider's profile and payout number in the portal (decision 039), shared by the server
 * (server/partner/profile.routes.ts) and the client (src/features/partner/profile-screen.tsx). A
 * file of its own so that the portal's first page does not carry these schemas (its budget).
 *
 * - GET  /api/partner/:providerId/profile (`PartnerProfile`); PUT (`profileInputSchema`: the story in
 *   the member's language, the others optional, and the farm's practices); PUT …/profile/photo (the
 *   image's bytes, as a listing's photo). The catalog row carries them to shoppers (delta sync).
 * - PUT  /api/partner/:providerId/payout (`payoutInputSchema`): the mobile-money number payouts go
 *   to; the owner alone, with the current password; audited; every owner is e-mailed.
 */
import { z } from 'zod'
import type { Locale } from '../config'
import { PRACTICES, type Practice } from './catalog-lists-contract'
import { i18nText } from './partner-contract'
/** A farm's profile as the portal edits it (`GET /api/partner/:providerId/profile`, decision 039). */
export interface PartnerProfile {
  /** Every language the farmer wrote ('' where none: the storefront falls back to English). */
  story: Record<Locale, string>
  practices: Practice[]
  photo: string
  /** The payout number, masked to its last three digits (`•••• ••• 567`); null when none is set. */
  payoutNumber: string | null
}

export const profileInputSchema = z
  .object({
    story: i18nText(2000),
    practices: z
      .array(z.enum(PRACTICES))
      .max(PRACTICES.length)
      .refine((list) => new Set(list).size === list.length, { message: 'Each practice once' }),
  })
  .strict()
export type ProfileInput = z.infer<typeof profileInputSchema>

/** A mobile-money number as typed (spaces, dashes and dots allowed), kept as `+` and digits: 8 to 15 digits (E.164). */
export const payoutNumberSchema = z
  .string()
  .trim()
  .max(32)
  .transform((v) => v.replace(/[\s.()-]/g, ''))
  .pipe(z.string().regex(/^\+?[0-9]{8,15}$/, { message: 'A mobile-money number: 8 to 15 digits' }))

export const payoutInputSchema = z.object({ number: payoutNumberSchema, currentPassword: z.string().max(1024) }).strict()
export type PayoutInput = z.infer<typeof payoutInputSchema>

/** How a payout number is shown anywhere (portal, audit log, e-mail): its last three digits. */
export const maskPayoutNumber = (n: string): string => `•••• ••• ${n.slice(-3)}`
