import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FarmLanding } from '../../../features/farm/farm-landing'

export const Route = createFileRoute('/{-$locale}/farm/')({
  staticData: { kind: 'catalog', title: msg`Farm market — Malewa`, description: msg`Buy straight from farmers near you: this week's harvest, current offers and the farmers who grow it.` },
  component: FarmLanding,
})
