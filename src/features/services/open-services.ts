/**
 * A service's routes exist only while it is open (issue 34): each of its route files (or its
 * layout) calls `requireOpenService` first, so a closed service's page is the 404 page.
 * Helpers A/B own this module; this is the same name and signature, for the cookbook's routes
 * until their versions merge.
 */
import { notFound } from '@tanstack/react-router'
import { serviceIsOpen, type Service } from '../../api/services-contract'

export function requireOpenService(service: Service): void {
  if (!serviceIsOpen(service)) throw notFound()
}
