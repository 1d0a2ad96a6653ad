/** The portal's words for a member's role and a provider's status. */
import { useLingui } from '@lingui/react/macro'
import type { ProviderRole, ProviderStatus } from '../../api/partner-contract'

export function useProviderWords() {
  const { t } = useLingui()
  const roles: Record<ProviderRole, string> = { owner: t`Owner`, manager: t`Manager`, staff: t`Staff` }
  const statuses: Record<ProviderStatus, string> = { pending: t`Pending`, active: t`Active`, suspended: t`Suspended` }
  return { role: (role: ProviderRole) => roles[role], status: (status: ProviderStatus) => statuses[status] }
}
