/** What GET /api/favorites answers (sync/favorites.ts loads this module when it pulls). */
import { z } from 'zod'
import { favoriteParamsSchema } from '../api/account-contract'

export const favoriteListSchema = z.array(favoriteParamsSchema.extend({ createdAt: z.string() }))
