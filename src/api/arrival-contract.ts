/**
 * When produce can reach a shopper (decision 017): the market is a food hub. Each farmer brings
 * produce to the market on their own drop-off days (`deliveryDays` of a farmer, 0 = Sunday); the
 * market delivers to its zones and opens its pickup points on its market days (`marketDays` of a
 * store). An order placed today reaches the farmer in time for their first drop-off day from
 * `leadDays` on, and goes out on the first market day after that drop-off; the market holds
 * produce in its cold room until the shopper's day, so every later market day works too.
 *
 * A basket of several farmers therefore always has a day: the first market day on which every
 * farmer's produce has arrived, and every market day after it. Nothing here reads a clock or a
 * database: server (checkout) and device (catalog, basket) call the same functions with the
 * market's today.
 *
 * Dates are ISO days (YYYY-MM-DD) in the market's time zone.
 *
 * A farm's holidays (decision 042) are date ranges, first and last day included, on which it brings
 * nothing to the market: its drop-off days inside one are skipped, here, for server and device alike.
 *
 * A kitchen (decision 048) cooks instead of bringing produce in: a meal is ready `prepMinutes` after
 * the order while the kitchen is open (and before it closes), else that long after its next
 * opening; the days offered are the days it opens from then on, within the same horizon, and the
 * windows of the ready day are those that end after the meal is ready (`kitchenReady`, `kitchenDays`).
 */
import type { WeeklyHours } from './service-details-contract'

/** Days a farm brings nothing to the market, first and last included (ISO days). */
export interface Holiday {
  first: string
  last: string
}

/** A farm's drop-off weekdays, with its holidays when it has any (a bare list: no holiday). */
export type FarmerDays = readonly number[] | { days: readonly number[]; holidays?: readonly Holiday[] | null }

function scheduleOf(farmer: FarmerDays): { days: readonly number[]; holidays: readonly Holiday[] } {
  return Array.isArray(farmer)
    ? { days: farmer as readonly number[], holidays: [] }
    : { days: (farmer as { days: readonly number[] }).days, holidays: (farmer as { holidays?: readonly Holiday[] | null }).holidays ?? [] }
}

/** The holiday `day` falls in, if any. */
export function holidayOn(day: string, holidays: readonly Holiday[]): Holiday | undefined {
  return holidays.find((h) => h.first <= day && day <= h.last)
}

/** The farm's first drop-off day from `from` on, skipping its holidays; null when it has no weekday. */
function firstDropOff(from: string, farmer: FarmerDays): string | null {
  const { days, holidays } = scheduleOf(farmer)
  if (days.length === 0) return null
  let day = from
  // Each step either moves past a whole holiday or one day; a holiday is at most a year long and a farm has few.
  for (let i = 0; i < 1000; i++) {
    const off = holidayOn(day, holidays)
    if (off) day = addDays(off.last, 1)
    else if (days.includes(weekdayOf(day))) return day
    else day = addDays(day, 1)
  }
  return null
}

export interface ArrivalRules {
  /** Days between the order and the farmer's first usable drop-off (1: a farmer needs the order the day before). */
  leadDays: number
  /** How many days from the first possible one the market offers (a day beyond is not offered yet). */
  horizonDays: number
}

export const ARRIVAL_RULES: ArrivalRules = { leadDays: 1, horizonDays: 14 }

/** The ISO day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay()
}

/** Today (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The first day from `from` on whose weekday is in `days`; null when `days` is empty. */
function firstOn(from: string, days: readonly number[]): string | null {
  if (days.length === 0) return null
  for (let i = 0; i < 7; i++) {
    const day = addDays(from, i)
    if (days.includes(weekdayOf(day))) return day
  }
  return null
}

/** The first day the market can hand a farmer's produce over: null when the farmer or the market has no day. */
export function earliestArrival(today: string, farmerDays: FarmerDays, marketDays: readonly number[], rules: ArrivalRules = ARRIVAL_RULES): string | null {
  const dropOff = firstDropOff(addDays(today, rules.leadDays), farmerDays)
  return dropOff === null ? null : firstOn(addDays(dropOff, 1), marketDays)
}

/**
 * Whether a farm's produce reaches a zone or pickup point of its market, and from when (decision
 * 029): the market is a hub (decision 017), so a farm reaches every place of its market on its
 * earliest arrival, or none while it has no drop-off day (the reason a card and checkout give).
 */
export type AreaReach = { reaches: true; day: string } | { reaches: false; reason: 'farm-has-no-day' }

export function areaReach(today: string, farmerDays: FarmerDays, marketDays: readonly number[], rules: ArrivalRules = ARRIVAL_RULES): AreaReach {
  const day = earliestArrival(today, farmerDays, marketDays, rules)
  return day === null ? { reaches: false, reason: 'farm-has-no-day' } : { reaches: true, day }
}

/**
 * The market days offered for a basket: from the day its last farmer's produce arrives, within the
 * horizon. Empty only when a farmer or the market has no day at all (or the basket is empty).
 */
export function offeredDays(today: string, farmersDays: readonly FarmerDays[], marketDays: readonly number[], rules: ArrivalRules = ARRIVAL_RULES): string[] {
  if (farmersDays.length === 0) return []
  let from = addDays(today, rules.leadDays)
  for (const days of farmersDays) {
    const arrival = earliestArrival(today, days, marketDays, rules)
    if (arrival === null) return []
    if (arrival > from) from = arrival
  }
  const last = addDays(today, rules.leadDays + rules.horizonDays - 1)
  const offered: string[] = []
  for (let day = from; day <= last; day = addDays(day, 1)) if (marketDays.includes(weekdayOf(day))) offered.push(day)
  return offered
}

/**
 * The farmer's drop-off for a delivery on `deliveryDay`: the last of their days before it (the
 * freshest), never before the first one an order placed today can reach nor on a holiday. Null when none fits.
 */
export function dropOffFor(today: string, deliveryDay: string, farmerDays: FarmerDays, rules: ArrivalRules = ARRIVAL_RULES): string | null {
  const { days, holidays } = scheduleOf(farmerDays)
  const first = addDays(today, rules.leadDays)
  for (let day = addDays(deliveryDay, -1); day >= first; day = addDays(day, -1)) if (days.includes(weekdayOf(day)) && !holidayOn(day, holidays)) return day
  return null
}

/** Lines grouped by the day they can first arrive, earliest first; lines whose farmer has no day come last (day null). */
export function groupByArrival<T>(lines: readonly T[], arrivalOf: (line: T) => string | null): { day: string | null; lines: T[] }[] {
  const groups = new Map<string | null, T[]>()
  for (const line of lines) {
    const day = arrivalOf(line)
    groups.set(day, [...(groups.get(day) ?? []), line])
  }
  return [...groups.entries()].sort(([a], [b]) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1)).map(([day, grouped]) => ({ day, lines: grouped }))
}

/**
 * What the basket still needs: how much more for the market's minimum order (0 when reached) and
 * for free delivery (null when the market never delivers free), minor units.
 */
export function basketThresholds(subtotal: number, market: { minOrderTotal: number; freeDeliveryFrom: number | null }) {
  return {
    toMinimum: Math.max(0, market.minOrderTotal - subtotal),
    toFreeDelivery: market.freeDeliveryFrom === null ? null : Math.max(0, market.freeDeliveryFrom - subtotal),
  }
}

/** The delivery fee charged: the zone's, or nothing once the subtotal reaches the market's free-delivery threshold. */
export function deliveryFeeFor(zoneFee: number, subtotal: number, freeDeliveryFrom: number | null): number {
  return freeDeliveryFrom !== null && subtotal >= freeDeliveryFrom ? 0 : zoneFee
}

/** A window of a market day at a location: a zone's delivery round or a pickup point's opening hours ("08:00"–"12:00"). */
export interface SlotWindow {
  id: string
  start: string
  end: string
  /** Orders it takes a day. */
  capacity: number
}

/** A kitchen's week and how long a meal takes (KitchenDetails). */
export interface KitchenHours {
  openingHours: readonly WeeklyHours[]
  prepMinutes: number
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The time of day (HH:MM) in a time zone. */
export function timeIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('hour')}:${part('minute')}`
}

/**
 * When a meal ordered at `time` on `today` can first be ready: now plus the preparation while the
 * kitchen is open long enough to cook it, else its next opening plus the preparation; null when the
 * kitchen does not open within the horizon.
 */
export function kitchenReady(today: string, time: string, kitchen: KitchenHours, rules: ArrivalRules = ARRIVAL_RULES): { day: string; time: string } | null {
  const now = minutesOf(time)
  for (let n = 0; n < rules.horizonDays; n++) {
    const day = addDays(today, n)
    const openings = kitchen.openingHours.filter((h) => h.day === weekdayOf(day)).sort((a, b) => minutesOf(a.open) - minutesOf(b.open))
    for (const opening of openings) {
      const start = n === 0 ? Math.max(minutesOf(opening.open), now) : minutesOf(opening.open)
      const ready = start + kitchen.prepMinutes
      if (ready <= minutesOf(opening.close)) return { day, time: hhmmOf(ready) }
    }
  }
  return null
}

/** The days a basket's kitchens can all deliver: from the latest first ready day, the days every one of them opens, within the horizon. */
export function kitchenDays(today: string, time: string, kitchens: readonly KitchenHours[], rules: ArrivalRules = ARRIVAL_RULES): { days: string[]; ready: { day: string; time: string } | null } {
  let ready: { day: string; time: string } | null = null
  for (const kitchen of kitchens) {
    const first = kitchenReady(today, time, kitchen, rules)
    if (first === null) return { days: [], ready: null }
    if (ready === null || first.day > ready.day || (first.day === ready.day && first.time > ready.time)) ready = first
  }
  if (ready === null) return { days: [], ready: null }
  const days: string[] = []
  for (let day = ready.day; day < addDays(today, rules.horizonDays); day = addDays(day, 1)) {
    if (kitchens.every((k) => k.openingHours.some((h) => h.day === weekdayOf(day)))) days.push(day)
  }
  return { days, ready }
}

/** Whether a window can bring a meal on `day`: any window on a later day, one that ends after the meal is ready on the ready day. */
export function windowAfterReady(day: string, window: { end: string }, ready: { day: string; time: string } | null): boolean {
  return ready === null || day > ready.day || minutesOf(window.end) > minutesOf(ready.time)
}

/**
 * The market's today for ordering: its calendar day, or the next one once its cut-off has passed
 * (an order after 18:00 is handled as if placed the next morning), in the market's time zone.
 */
export function orderingDay(timeZone: string, cutoffMinute: number, now: Date): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const today = todayIn(timeZone, now)
  return part('hour') * 60 + part('minute') >= cutoffMinute ? addDays(today, 1) : today
}
