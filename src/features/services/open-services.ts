/**
 * A closed service's pages do not exist (issue 34): its layout route asks this first. Helper A's
 * module of the same name and signature replaces this one at merge (the SERVICES variable decides).
 */
import { notFound } from '@tanstack/react-router'
import { serviceIsOpen, type Service } from '../../api/services-contract'

export function requireOpenService(service: Service): void {
  if (!serviceIsOpen(service)) throw notFound()
}
