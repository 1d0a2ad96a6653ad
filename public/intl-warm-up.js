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
  // Once the page's first paint is on screen (the paint timing entry comes after the frame is
  // shown; a requestAnimationFrame callback runs before it). Where paint timing is missing, or the
  // tab is hidden and paints nothing, after a timer: the warm-up is never lost, only later.
  var started = false
  function start() {
    if (started) return
    started = true
    setTimeout(next, 0)
  }
  try {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      start()
    })
    observer.observe({ type: 'paint', buffered: true })
    setTimeout(start, 5000)
  } catch (e) {
    start()
  }
})()
