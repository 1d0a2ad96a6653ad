/** The zod schemas of a basket line's choices (line-choices-contract.ts), for the API's edge and the order sync. */
import { z } from 'zod'
import type { LineChoices } from './line-choices-contract'

const id = z.string().trim().min(1).max(80)

export const substitutionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('similar') }),
  z.strictObject({ kind: z.literal('named'), listingId: id }),
  z.strictObject({ kind: z.literal('refund') }),
])

/** A line's choices as the device sends them; absent = none (a farm line, a grocery line's default). */
export const lineChoicesSchema = z.strictObject({
  /** Option group id → the chosen option ids of that group. */
  options: z.record(z.string().trim().min(1).max(40), z.array(z.string().trim().min(1).max(40)).max(20)).optional(),
  substitution: substitutionSchema.optional(),
}) satisfies z.ZodType<LineChoices>
