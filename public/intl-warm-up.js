// Loaded `async` from index.html, so it runs while the app's scripts are still downloading. A
// page's first Intl formatter loads ICU's number, collation and date data for the whole page: it
// measured 25-30 ms in Chromium on a desktop CPU, four times that on a cheap phone, and it fell in
// the middle of the first price list (the render of /farm/produces or a produce page). Done here,
// the CPU was idle anyway, waiting for the network; after it, every formatter the app makes
// (src/i18n/format.ts) costs under a millisecond, whatever the language.
// After the first paint, not before it: a page drawn by the server is on screen as soon as its
// styles are in, and this script, when it arrived first, held that first frame back by its whole
// run (50-130 ms at CPU x 4). One kind of data per task, so that none is long.
// A classic script on purpose: no module, no import, nothing the app depends on (if it fails to
// load, prices are formatted all the same, a little later). Not inline: the CSP allows none.
;(function () {
  var steps = [
    function () {
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(0)
    },
    function () {
      new Intl.Collator().compare('a', 'b')
    },
    function () {
      new Intl.DateTimeFormat().format(0)
    },
  ]
  function next() {
    var step = steps.shift()
    if (!step) return
    try {
      step()
    } catch (e) {
      // An engine without Intl: nothing to warm.
      return
    }
    setTimeout(next, 0)
  }
  // A hidden tab gets no frames: then a timer alone.
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    requestAnimationFrame(function () {
      setTimeout(next, 0)
    })
  } else setTimeout(next, 0)
})()
