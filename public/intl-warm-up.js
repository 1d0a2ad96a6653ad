// Loaded `async` from index.html, so it runs while the app's scripts are still downloading. A
// page's first Intl formatter loads ICU's number, collation and date data for the whole page: it
// measured 25-30 ms in Chromium on a desktop CPU, four times that on a cheap phone, and it fell in
// the middle of the first price list (the render of [masked]produces or a produce page). Done here,
// the CPU was idle anyway, waiting for the network; after it, every formatter the app makes
// (src/i18n/format.ts) costs under a millisecond, whatever the language.
// A classic script on purpose: no module, no import, nothing the app depends on (if it fails to
// load, prices are formatted all the same, a little later). Not inline: the CSP allows none.
try {
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(0)
  new Intl.Collator().compare('a', 'b')
  new Intl.DateTimeFormat().format(0)
} catch {
  // An engine without Intl: nothing to warm.
}
