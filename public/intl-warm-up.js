// Loaded `async` from index.html. A page's first Intl formatters load ICU's data for the page's
// language (numbers and currencies, collation, dates, relative times, region names): 35-80 ms for
// the first number or date format in Chromium on these machines, in one piece that cannot be cut,
// four times that on a cheap phone. Done on the page's own thread it was one long task after the
// first paint (a tap left waiting); done before the first paint, it held that paint back.
// So this script starts itself again as a worker and the worker makes those formatters: ICU's
// data and caches belong to the whole page process, and after the worker has made them the page's
// first formatters cost under a millisecond (measured: 0.1-0.4 ms against 40-65 ms), while the
// page's thread did nothing but start the worker, after the first paint.
// A classic script on purpose: no module, no import, nothing the app depends on (if it fails to
// load, or the browser has no workers, prices are formatted all the same, a little later). Not
// inline: the CSP allows none (and allows a worker from our own origin).
;(function () {
  function warm(locale) {
    try {
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(0)
      new Intl.NumberFormat(locale).format(1.5)
      new Intl.Collator(locale).compare('a', 'b')
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0)
      new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day')
      new Intl.PluralRules(locale).select(1)
      new Intl.DisplayNames([locale], { type: 'region' }).of('KE')
    } catch (e) {
      // An engine without some of Intl: nothing more to warm.
    }
  }

  // In the worker: warm the language it is given, say so, then end.
  if (typeof document === 'undefined') {
    self.onmessage = function (event) {
      warm(typeof event.data === 'string' ? event.data : undefined)
      if (typeof self.postMessage === 'function') self.postMessage('warm')
      self.close()
    }
    return
  }

  // In the page: the language the app will use, as it resolves it first (the address's prefix,
  // else the language the server drew the page in).
  var prefix = /^\/(ar|es|fr|pt|sw)(?:\/|$)/.exec(location.pathname)
  var locale = prefix ? prefix[1] : document.documentElement.lang || 'en'
  var script = document.currentScript
  var src = script && script.src
  if (typeof Worker !== 'function' || !src) return
  // The app, beneath a drawn page, waits for this (a little) before its first render: made on the
  // page's thread, its first price formatter would load ICU's data there, one task of 10-15 ms
  // after the first paint on a desktop CPU (seen in a trace of a first visit). It is resolved when
  // the worker has made the formatters, or could not start.
  var warmed
  window.malewaIntlWarm = new Promise(function (resolve) {
    warmed = resolve
  })
  var started = false
  function start() {
    if (started) return
    started = true
    try {
      var worker = new Worker(src)
      worker.onmessage = warmed
      worker.onerror = warmed
      worker.postMessage(locale)
    } catch (e) {
      // No worker allowed here: the first formatters load their data when the app makes them.
      warmed()
    }
  }
  // Once the page's first paint is on screen: before it, the worker's start and its CPU would
  // compete with the first frame (a repeat visit's LCP, 3G lab at CPU x 4: 1.75-2.06 s with the
  // worker started at once against 1.32-1.51 s). The paint timing entry comes after the frame is
  // shown. Where paint timing is missing, or the tab is hidden and paints nothing, after a timer.
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
