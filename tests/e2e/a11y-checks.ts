/**
 * Two checks of the page as a shopper sees it, run in the page itself (each function is sent to
 * the browser whole: no imports, no outer names). They cost a few milliseconds, so the route walk
 * runs them on every route in every language, where the axe scan (0.7-1.5 s) takes turns.
 *
 * - `labelInNameMismatches` (WCAG 2.5.3 Label in Name): a speech-input user says what they see. Every
 *   button, link and form control that an author named (aria-label, aria-labelledby) must have a
 *   name that contains its visible text, whole words in the same order, case and punctuation aside.
 *   Visible text is what is drawn: text hidden from the eye (`visually-hidden`, `display: none`,
 *   `visibility: hidden`, transparent) is not; symbols and icons are not words. A form control's
 *   visible text is its label's. axe has a rule for this (`label-content-name-mismatch`), experimental,
 *   which the walk turns on too; it skips form controls and one-character texts.
 * - `headingOrderSkips`: headings, in the order a screen reader lists them, start at level 1 and
 *   never go down more than one level at a time (h2 then h4 is a skip; h4 then h2 is not).
 */

/** In the page: the controls whose author-given name leaves out their visible text, described. */
export function labelInNameMismatches(): string[] {
  const words = (s: string) =>
    s
      .normalize('NFKC')
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
      .trim()
  const hiddenFromEye = (el: Element): boolean => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true
    for (let e: Element | null = el; e; e = e.parentElement) {
      const style = getComputedStyle(e)
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true
    }
    return false
  }
  /** The text drawn inside `root`, leaving out `skip` (a control inside its own label). */
  const visibleText = (root: Element, skip?: Element): string => {
    const parts: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || (skip && skip.contains(parent)) || parent.closest('select, option, script, style, template')) continue
      if (!hiddenFromEye(parent)) parts.push(node.textContent ?? '')
    }
    return parts.join(' ')
  }
  const authorName = (el: Element): string | null => {
    const ids = el.getAttribute('aria-labelledby')?.trim()
    if (ids) {
      const text = ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
      if (text.trim()) return text
    }
    const label = el.getAttribute('aria-label')
    return label?.trim() ? label : null
  }
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : ''
    const classes = el.classList.length ? `.${[...el.classList].join('.')}` : ''
    return `${el.tagName.toLowerCase()}${id}${classes}`
  }
  const controls = document.querySelectorAll(
    'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"]',
  )
  const found: string[] = []
  for (const el of controls) {
    const name = authorName(el)
    if (name === null || el.closest('[aria-hidden="true"], [inert], #snapshot') || hiddenFromEye(el)) continue
    let shown: string
    if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type)) shown = el.value
    else if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
      shown = [...(el.labels ?? [])].map((label) => visibleText(label, el)).join(' ')
    } else shown = visibleText(el)
    const said = words(shown)
    if (said && !` ${words(name)} `.includes(` ${said} `)) found.push(`${describe(el)} shows "${shown.trim().replace(/\s+/g, ' ')}" but is named "${name}"`)
  }
  return found
}

/** In the page: each heading that comes more than one level below the one before it, described. */
export function headingOrderSkips(): string[] {
  const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(
    (h) => !h.closest('[aria-hidden="true"], [inert], [hidden], #snapshot') && h.checkVisibility() && h.getAttribute('role') !== 'presentation' && h.getAttribute('role') !== 'none',
  )
  const found: string[] = []
  let previous = 0
  for (const h of headings) {
    const level = h.getAttribute('role') === 'heading' ? Number(h.getAttribute('aria-level') ?? 2) : Number(h.tagName[1])
    if (level > previous + 1) found.push(`h${level} "${(h.textContent ?? '').trim().replace(/\s+/g, ' ')}" after ${previous ? `h${previous}` : 'the start of the page'}`)
    previous = level
  }
  return found
}
