/** A booking's status in the shopper's words (decision 046). */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BookingStatus } from '../../api/chef-bookings-contract'

export const BOOKING_STATUS_LABELS: Record<BookingStatus, MessageDescriptor> = {
  requested: msg`Waiting for the chef`,
  accepted: msg`Confirmed`,
  declined: msg`Declined by the chef`,
  expired: msg`Not answered in time`,
  cancelled: msg`Cancelled`,
  completed: msg`Done`,
}
