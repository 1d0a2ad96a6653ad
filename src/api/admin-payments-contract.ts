/**
 * The console's refund of a payment owed back (decision 043), shared by the server
 * (server/admin/payments.routes.ts) and the console (src/features/admin/payments-screen.tsx); a
 * file of its own so the console's first page does not carry the schema.
 *
 * POST /api/admin/payments/:attemptId/refund (`refundPaymentSchema`, `payments.refund`): the
 * payment (the list's attempt) goes back to its method, to the shopper's credit or is recorded as
 * paid back outside the system (`reference`: the transfer's code), once; the operator types their
 * password again. Answers the payment as the list now shows it.
 */
import { z } from 'zod'
import { REFUND_DESTINATIONS } from './payments-contract'

export const refundPaymentSchema = z
  .object({
    to: z.enum(REFUND_DESTINATIONS),
    reference: z.string().trim().max(120).optional(),
    reason: z.string().trim().min(3).max(500),
    password: z.string().max(1024),
  })
  .strict()
  .refine((v) => v.to !== 'outside' || (v.reference ?? '').length >= 3, { path: ['reference'], message: 'Name the transfer that paid it back' })
export type RefundPaymentInput = z.infer<typeof refundPaymentSchema>
