import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ListingFormScreen } from '../../../../../features/partner/listing-form-screen'

export const Route = createFileRoute('/{-$locale}/partner/$providerId/listings/$produceId')({
  staticData: { kind: 'partner', title: msg`Edit a listing — Provider portal — Malewa`, description: msg`Its words, price, stock, season and photo.` },
  validateSearch: (search: Record<string, unknown>): { created?: boolean } => (search.created === true || search.created === 'true' ? { created: true } : {}),
  component: function EditListing() {
    const { providerId, produceId } = Route.useParams()
    return <ListingFormScreen providerId={providerId} produceId={produceId} />
  },
})
