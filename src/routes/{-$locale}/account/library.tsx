import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LibraryScreen } from '../../../features/cookbook/library-screen'
import { requireOpenService } from '../../../features/services/open-services'

export const Route = createFileRoute('/{-$locale}/account/library')({
  staticData: { kind: 'account', title: msg`My cookbooks — Malewa`, description: msg`The digital cookbooks you bought, to read here.` },
  beforeLoad: () => requireOpenService('cookbook'),
  component: LibraryScreen,
})
