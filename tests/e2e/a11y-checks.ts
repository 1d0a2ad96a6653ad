/**
 * The page as a shopper leaves it with every menu open, and two checks of it, run in the page
 * itself (each function is sent to the browser whole: no imports, no outer names; one round trip
 * each, which on a loaded machine costs more than the work). A few tens of milliseconds a page, so
 * the route walk runs them on every route in every language, where the axe scan (1-2 s) takes turns.
 *
 * - `openMenus` / `closeMenus`: the mobile menu (a tap on its button), then every <details> of the
 *   page (the account menu, the notifications panel, the colours, the FAQ's answers), set open, not
 *   clicked: a click on one closes the others, as a shopper's would. The language and market
 *   pickers are selects: their options are in the page.
 * - Label in Name (WCAG 2.5.3): a speech-input user says what they see. Every button, link and form
 *   control that an author named (aria-label, aria-labelledby) must have a name that contains its
 *   visible text, whole words in the same order, case and punctuation aside. Visible text is what is
 *   drawn: text hidden from the eye (`visually-hidden`, `display: none`, `visibility: hidden`,
 *   transparent) is not; symbols and icons are not words. A form control's visible text is its
 *   label's. axe has a rule for this (`label-content-name-mismatch`), experimental, which the walk
 *   turns on too; it skips form controls and one-character texts.
 * - Heading order: headings, in the order a screen reader lists them, start at level 1 and never go
 *   down more than one level at a time (h2 then h4 is a skip; h4 then h2 is not).
 */

/** In the page: opens the menus, then resolves once the mobile menu's links are in. */
export async function openMenus(): Promise<void> {
  const button = document.querySelector<HTMLButtonElement>('.header__menu-button')
  if (button?.checkVisibility() && button.getAttribute('aria-expanded') !== 'true') {
    button.click()
    const deadline = performance.now() + 5_000
    while (!document.querySelector('#mobile-menu:not([hidden]) nav a')) {
      if (performance.now() > deadline) throw new Error('the mobile menu did not open')
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  }
  document.querySelectorAll('details').forEach((d) => (d.open = true))
}

/** In the page: closes them again, so the next route starts as a shopper's tap would leave it. */
export function closeMenus(): void {
  document.querySelectorAll('details').forEach((d) => (d.open = false))
  const button = document.querySelector<HTMLButtonElement>('.header__menu-button')
  if (button?.checkVisibility() && button.getAttribute('aria-expanded') === 'true') button.click()
}

/**
 * In the page: the controls whose author-given name leaves out their visible text, and the
 * headings that come more than one level below the one before them, described.
 */
export function a11yProblems(): { labelInName: string[]; headingOrder: string[] } {
  const words = (s: string) =>
    s
      .normalize('NFKC')
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
      .trim()
  const oneLine = (s: string) => s.trim().replace(/\s+/g, ' ')
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
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`

  const labelInName: string[] = []
  const controls = document.querySelectorAll(
    'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"]',
  )
  for (const el of controls) {
    const name = authorName(el)
    if (name === null || el.closest('[aria-hidden="true"], [inert], #snapshot') || hiddenFromEye(el)) continue
    let shown: string
    if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type)) shown = el.value
    else if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
      shown = [...(el.labels ?? [])].map((label) => visibleText(label, el)).join(' ')
    } else shown = visibleText(el)
    const said = words(shown)
    if (said && !` ${words(name)} `.includes(` ${said} `)) labelInName.push(`${describe(el)} shows "${oneLine(shown)}" but is named "${name}"`)
  }

  const headingOrder: string[] = []
  const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(
    (h) => !h.closest('[aria-hidden="true"], [inert], [hidden], #snapshot') && h.checkVisibility() && !['presentation', 'none'].includes(h.getAttribute('role') ?? ''),
  )
  let previous = 0
  for (const h of headings) {
    const level = h.getAttribute('role') === 'heading' ? Number(h.getAttribute('aria-level') ?? 2) : Number(h.tagName[1])
    if (level > previous + 1) headingOrder.push(`h${level} "${oneLine(h.textContent ?? '')}" after ${previous ? `h${previous}` : 'the start of the page'}`)
    previous = level
  }
  return { labelInName, headingOrder }
}
