/**
 * A farm's holidays (decision 042) in the arrival rules shared by the server's checkout and the
 * device's catalog and basket (decision 017): a drop-off day inside a holiday is skipped.
 */
import { describe, expect, test } from 'vitest'
import { dropOffFor, earliestArrival, offeredDays } from './arrival-contract'

// Monday 30 November 2026: a Wednesday farm's next drop-off is Wednesday 2 December, and the market (Monday to Saturday) hands it over on Thursday 3.
const today = '2026-11-30'
const MARKET = [1, 2, 3, 4, 5, 6]

describe('a farm on holiday', () => {
  test('a holiday over the next drop-off day moves the arrival to the first drop-off day after it', () => {
    expect(earliestArrival(today, [3], MARKET)).toBe('2026-12-03')
    const farm = { days: [3], holidays: [{ first: '2026-12-01', last: '2026-12-05' }] }
    expect(earliestArrival(today, farm, MARKET)).toBe('2026-12-10')
    // Two weeks off: the Wednesday after both.
    expect(
      earliestArrival(
        today,
        {
          days: [3],
          holidays: [
            { first: '2026-12-02', last: '2026-12-02' },
            { first: '2026-12-09', last: '2026-12-09' },
          ],
        },
        MARKET,
      ),
    ).toBe('2026-12-17')
  })

  test('a holiday ending before the next drop-off day, or starting after it, changes nothing', () => {
    expect(earliestArrival(today, { days: [3], holidays: [{ first: '2026-11-20', last: '2026-12-01' }] }, MARKET)).toBe('2026-12-03')
    expect(earliestArrival(today, { days: [3], holidays: [{ first: '2026-12-03', last: '2026-12-08' }] }, MARKET)).toBe('2026-12-03')
  })

  test("the basket's days start after the holiday, and the drop-off for a day is never on one", () => {
    const farm = { days: [3], holidays: [{ first: '2026-12-01', last: '2026-12-05' }] }
    expect(offeredDays(today, [farm], MARKET)[0]).toBe('2026-12-10')
    expect(dropOffFor(today, '2026-12-12', farm)).toBe('2026-12-09')
    expect(dropOffFor(today, '2026-12-05', farm)).toBeNull()
  })
})
