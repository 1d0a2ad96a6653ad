/**
 * What the signed-in account is in the console: its operator role from `/api/auth/user/me`'s facts
 * (decision 034), read once when the console opens and shared with its pages, so an account without
 * a grant is told so instead of meeting refusals, and a support operator is not offered what only
 * an admin may do. The server checks every call anyway.
 */
import { createContext, useContext } from 'react'
import { baseApi } from '../../api/clients'
import { useRemote, type Remote } from '../backoffice/use-remote'

export type OperatorRole = 'admin' | 'support'

/** The account's roles (`operator:admin`…), while the console is open. */
export function useAccountFacts(): Remote<string[]> {
  return useRemote(async (signal) => (await baseApi.get<{ user: { roles: string[] } }>('/auth/user/me', { signal })).data.user.roles, [])
}

export function operatorRoleOf(roles: readonly string[]): OperatorRole | null {
  if (roles.includes('operator:admin')) return 'admin'
  return roles.includes('operator:support') ? 'support' : null
}

export const OperatorRoleContext = createContext<OperatorRole | null>(null)

/** The console page's operator role (set by the console's frame, which shows no page to a non-operator). */
export const useOperatorRole = (): OperatorRole | null => useContext(OperatorRoleContext)
