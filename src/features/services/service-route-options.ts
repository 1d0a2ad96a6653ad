/**
 * What every route of a service shares (decision 045), for its thin route files: the layout route
 * exists only while the service is open (`requireOpenService`), and loads the services' words
 * before its screens render. The screens themselves stay in each route file's component, which the
 * router's code splitting makes a lazy chunk.
 */
import { loadCatalogPart } from '../../i18n/i18n'
import type { Locale } from '../../config'
import type { OtherService } from './descriptors'
import { requireOpenService } from './open-services'

export function serviceLayoutRoute(service: OtherService) {
  return {
    beforeLoad: async ({ context, preload }: { context: { locale: Locale }; preload: boolean }) => {
      requireOpenService(service)
      await loadCatalogPart('services', context.locale, preload)
    },
  }
}
