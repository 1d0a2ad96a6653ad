/**
 * The open services on the server (issue 34, decision 044): GET /api/services answers the list
 * SERVICES configured, with this start's time (the client keeps the later-decided of the page's
 * list and this answer), and `closedServiceGate` answers 404 for the API of a service that is not
 * open (`/api/food/…`, `/api/cart/food…`) before any router sees it, whoever wrote that router.
 * The stored rows of a closed service (its baskets, listings, orders) are untouched: opening it
 * again serves them as they were.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { isService, type OpenServicesConfig, type Service } from '../../src/api/services-contract'
import { fail, ok } from '../lib/http'

/** The service a path under /api belongs to, when it names one (`/food/meals`, `/cart/food/ops`), else null. */
export function serviceOfApiPath(pathBelowApi: string): Service | null {
  const [first = '', second = ''] = pathBelowApi.replace(/^\/+/, '').split('/')
  if (isService(first)) return first
  if (first === 'cart' && isService(second)) return second
  return null
}

/** Mounted on the API's sub-app (paths below /api). */
export function closedServiceGate(open: readonly Service[]): MiddlewareHandler {
  return async (c, next) => {
    const below = c.req.path.replace(/^\/api(?=\/|$)/, '')
    const service = serviceOfApiPath(below)
    if (service && !open.includes(service)) return fail(c, 404, 'not_found', `The ${service} service is not open`)
    return next()
  }
}

export function servicesRoutes(config: OpenServicesConfig) {
  return new Hono().get('/', (c) => ok(c, config satisfies OpenServicesConfig))
}
