/**
 * The marketplace's services (verticals) and which of them are open: the one list the header's
 * service bar, the baskets, the server's carts and its checkout read (issue 29, decision 025).
 * Opening a service is one edit here; the server takes another list only from a test that builds
 * its own app (`createApp({ services })`). Zod-free: the first page imports it.
 */
export const SERVICES = ['farm', 'food', 'grocery', 'chef', 'cookbook'] as const
export type Service = (typeof SERVICES)[number]

/** The services open in this build, in the service bar's order. */
export const OPEN_SERVICES: readonly Service[] = ['farm']

/** Whether a service is switched on: the one question routes, links and the server's routers ask (issue 34). */
export const serviceIsOpen = (service: Service): boolean => OPEN_SERVICES.includes(service)

export const isService = (value: string): value is Service => (SERVICES as readonly string[]).includes(value)
