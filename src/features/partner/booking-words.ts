/** A chef booking's status in the portal's words (decision 046). */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { BookingStatus } from '../../api/chef-bookings-contract'

const STATUS: Record<BookingStatus, MessageDescriptor> = {
  requested: msg`New request`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  expired: msg`Expired: not answered in time`,
  cancelled: msg`Cancelled by the guest`,
  completed: msg`Done`,
}

export function useBookingWords() {
  const { i18n } = useLingui()
  return { status: (s: BookingStatus) => i18n._(STATUS[s]) }
}
