/**
 * The operator console's shapes (`/api/admin/…`, decisions 032 and 034), shared by the server
 * (server/admin/) and the client (src/features/admin/).
 */
import { z } from 'zod'
import type { ProviderStatus } from './partner-contract'

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

export const ADMIN_PAGE_SIZE = 50

export const APPLICATION_STATUSES = ['received', 'reviewing', 'accepted', 'declined'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** `open`: the ones waiting for a decision (received, reviewing). */
export const applicationListQuery = z.object({
  status: z.enum(['open', 'accepted', 'declined']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** A confirmed application, as an operator reads it. */
export interface AdminApplication {
  id: string
  storeId: string
  name: string
  farmName: string
  email: string
  phone: string
  town: string
  practices: string[]
  produce: string
  message: string
  locale: string
  status: ApplicationStatus
  /** When the applicant confirmed it (ISO). */
  confirmedAt: string
  decidedAt: string | null
  decisionReason: string | null
  /** The provider an approval created. */
  providerId: string | null
}

export const rejectApplicationSchema = z.object({ reason: z.string().trim().min(5).max(1000) })

export const providerListQuery = z.object({
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(['pending', 'active', 'suspended']).optional()),
  storeId: z.preprocess(emptyAsUndefined, z.string().trim().max(40).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** A provider, as an operator reads it. */
export interface AdminProvider {
  id: string
  service: string
  storeId: string
  /** The catalog row's name (the farm's) and who runs it. */
  name: string
  contact: string
  town: string
  status: ProviderStatus
  members: number
  /** How many listings it has in the catalog (withdrawn ones aside). */
  listings: number
  updatedAt: string
}

export const suspendProviderSchema = z.object({ reason: z.string().trim().min(5).max(1000) })
