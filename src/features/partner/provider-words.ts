/** The portal's words for a member's role and a provider's status. */
import { useLingui } from '@lingui/react/macro'
import type { MyProvider, ProviderStatus } from '../../api/partner-contract'

export function useProviderWords() {
  const { t } = useLingui()
  const roles: Record<MyProvider['role'], string> = { owner: t`Owner`, manager: t`Manager`, staff: t`Staff`, admin: t`Market operator (admin)`, support: t`Market operator (support)` }
  const statuses: Record<ProviderStatus, string> = { pending: t`Pending`, active: t`Active`, suspended: t`Suspended` }
  return { role: (role: MyProvider['role']) => roles[role], status: (status: ProviderStatus) => statuses[status] }
}
