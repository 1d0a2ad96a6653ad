/**
 * When a kitchen's meal can be ready (decision 048): now plus its preparation while it is open long
 * enough, else its next opening plus the preparation; the days offered follow its openings.
 */
import { expect, test } from 'vitest'
import { kitchenDays, kitchenReady, windowAfterReady } from './arrival-contract'

// 2030-05-06 is a Monday (1).
const MONDAY = '2030-05-06'
const lunch = { openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, open: '11:00', close: '15:00' })), prepMinutes: 40 }

test('an open kitchen has the meal ready as soon as it is cooked', () => {
  expect(kitchenReady(MONDAY, '12:05', lunch)).toEqual({ day: MONDAY, time: '12:45' })
})

test('a closed kitchen takes the order for its next opening', () => {
  // Before it opens: at opening plus preparation, the same day.
  expect(kitchenReady(MONDAY, '08:30', lunch)).toEqual({ day: MONDAY, time: '11:40' })
  // Too late to cook before it closes: the next day's opening.
  expect(kitchenReady(MONDAY, '14:30', lunch)).toEqual({ day: '2030-05-07', time: '11:40' })
  // Friday evening: Monday (closed at the weekend).
  expect(kitchenReady('2030-05-10', '19:00', lunch)).toEqual({ day: '2030-05-13', time: '11:40' })
  expect(kitchenReady(MONDAY, '12:00', { openingHours: [], prepMinutes: 10 })).toBeNull()
})

test('the days offered are the opening days from the first ready one, and that day’s windows end after the meal is ready', () => {
  const { days, ready } = kitchenDays('2030-05-10', '19:00', [lunch])
  expect(ready).toEqual({ day: '2030-05-13', time: '11:40' })
  expect(days.slice(0, 3)).toEqual(['2030-05-13', '2030-05-14', '2030-05-15'])
  expect(days).not.toContain('2030-05-11')
  expect(windowAfterReady('2030-05-13', { end: '11:30' }, ready)).toBe(false)
  expect(windowAfterReady('2030-05-13', { end: '13:00' }, ready)).toBe(true)
  expect(windowAfterReady('2030-05-14', { end: '11:30' }, ready)).toBe(true)
})
