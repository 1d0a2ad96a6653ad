import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ListingFormScreen } from '../../../../../features/partner/listing-form-screen'

export const Route = createFileRoute('/{-$locale}/partner/$providerId/listings/new')({
  staticData: { kind: 'partner', title: msg`List a produce — Provider portal — Malewa`, description: msg`Name it, price it and add a photo.` },
  component: function NewListing() {
    return <ListingFormScreen providerId={Route.useParams().providerId} />
  },
})
