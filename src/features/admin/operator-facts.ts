/**
 * What the signed-in account is in the console: its operator role from `/api/auth/user/me`'s facts
 * (decision 034), read once per screen, so a screen offers only what the role may do. The server
 * checks every call anyway; this only keeps a support operator from buttons it would be refused.
 */
import { baseApi } from '../../api/clients'
import { useRemote } from '../backoffice/use-remote'

export type OperatorRole = 'admin' | 'support'

export function useOperatorRole(): OperatorRole | null | undefined {
  const me = useRemote(async (signal) => (await baseApi.get<{ user: { roles: string[] } }>('/auth/user/me', { signal })).data.user.roles, [])
  if (me.data === undefined) return me.failure ? null : undefined
  if (me.data.includes('operator:admin')) return 'admin'
  return me.data.includes('operator:support') ? 'support' : null
}
