/**
 * Where a shopper was when they left to confirm their e-mail address (decision 030): the checkout
 * they registered from, the refusal that asked them to confirm. Kept on the device (localStorage),
 * because the confirmation link is opened later, from the e-mail, often in a new tab; the
 * confirmation pages offer the way back to it, the session kept. Only same-site paths are kept
 * (no open redirect).
 */
const KEY = 'return-after-confirming'

/** A same-site path ("/cart/farm?step=checkout"), or undefined. */
export const sitePath = (value: string | null | undefined): string | undefined => (value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined)

export function rememberReturnPlace(path: string | undefined): void {
  const safe = sitePath(path)
  try {
    if (safe) localStorage.setItem(KEY, safe)
  } catch {
    // Storage unavailable (private mode): the confirmation page then offers the shop's home.
  }
}

export function returnPlace(): string | undefined {
  try {
    return sitePath(localStorage.getItem(KEY))
  } catch {
    return undefined
  }
}

export function forgetReturnPlace(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // nothing kept
  }
}
