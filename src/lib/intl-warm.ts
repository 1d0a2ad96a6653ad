/**
 * The wait for public/intl-warm-up.js (decisions 008 and 009): that classic script starts a worker
 * at the first paint which makes the page language's Intl formatters, loading ICU's data for the
 * whole page process. Beneath a drawn page (the server's, or a snapshot), the app's first render
 * waits for it, at most `maxMs`: a first formatter made on the page's thread before the worker is
 * done loads that data there, in one task that cannot be cut (10-15 ms after the first paint in a
 * trace of a first visit on a desktop CPU; several times that on a cheap phone), while the drawing
 * already shows the page. Without the script (not loaded yet, no workers), nothing is waited for.
 */
export function intlWarmed(maxMs: number, scope: { malewaIntlWarm?: Promise<unknown> } = globalThis as { malewaIntlWarm?: Promise<unknown> }): Promise<void> {
  const warm = scope.malewaIntlWarm
  if (!warm) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxMs)
    void warm.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      () => resolve(),
    )
  })
}
