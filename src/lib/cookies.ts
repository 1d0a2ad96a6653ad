/** Reading and writing cookies (the spec keeps tokens, language and theme in cookies). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export function writeCookie(name: string, value: string | undefined, options: { maxAgeSeconds?: number; path?: string } = {}): void {
  if (typeof document === 'undefined') return
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
