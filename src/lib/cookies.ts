/** Reading and writing cookies (the spec keeps tokens, language and theme in cookies). */

/**
 * `document.cookie` as read in the current run of script. Each read of `document.cookie` may be a
 * synchronous round trip to the browser process: the start-up read it for the theme, the token
 * and the language, and a first render for every control that asks whether the shopper is signed
 * in. A trace at CPU × 4 had 25-116 ms of start-up in those reads. One read serves a run: the copy
 * is dropped at the next microtask checkpoint, before any other task (a response that set a
 * cookie, another tab) can run, and on our own writes.
 */
let jar: string | undefined

function cookieJar(): string {
  if (jar === undefined) {
    jar = document.cookie
    queueMicrotask(() => (jar = undefined))
  }
  return jar
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of cookieJar().split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export function writeCookie(name: string, value: string | undefined, options: { maxAgeSeconds?: number; path?: string } = {}): void {
  if (typeof document === 'undefined') return
  jar = undefined
  const path = `; path=${options.path ?? '/'}`
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  if (value === undefined || value === '') {
    // Spec: removing the value removes the cookie.
    document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${path}; SameSite=Lax${secure}`
    return
  }
  const maxAge = options.maxAgeSeconds !== undefined ? `; Max-Age=${options.maxAgeSeconds}` : ''
  document.cookie = `${name}=${encodeURIComponent(value)}${maxAge}${path}; SameSite=Lax${secure}`
}
