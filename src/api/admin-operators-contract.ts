/**
 * The console's operators (decision 039), shared by the server (server/admin/operators.routes.ts)
 * and the console (src/features/admin/operators-screen.tsx); a file of its own so the console's
 * first page does not carry these schemas.
 *
 * - GET  /api/admin/operators (`AdminOperator[]`): every grant, for an admin of every market.
 * - PUT  /api/admin/operators (`operatorGrantSchema`): grants admin or support to the account with
 *   this confirmed e-mail, of every market (no `storeIds`) or of some, replacing its grant; the
 *   granting admin types their password again.
 * - POST /api/admin/operators/:userId/revoke (`operatorRevokeSchema`): takes the grant back, with the
 *   password. Neither may leave the marketplace without an admin of every market: 409 `last_admin`.
 * Both audit-logged (`operator.grant`, `operator.revoke`) and answer the list as it is now.
 */
import { z } from 'zod'
import { emailSchema } from './auth-contract'

export type OperatorGrantRole = 'admin' | 'support'

export interface AdminOperator {
  userId: string
  email: string
  name: string
  role: OperatorGrantRole
  /** Empty: every market. */
  storeIds: string[]
}

const password = z.string().max(1024)

export const operatorGrantSchema = z
  .object({
    email: emailSchema,
    role: z.enum(['admin', 'support']),
    storeIds: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^[a-z0-9-]{1,40}$/),
      )
      .max(50)
      .default([]),
    currentPassword: password,
  })
  .strict()
export type OperatorGrantInput = z.infer<typeof operatorGrantSchema>

export const operatorRevokeSchema = z.object({ currentPassword: password }).strict()
