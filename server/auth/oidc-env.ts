/**
 * Social login providers from the environment (read by env.ts at boot; no heavy imports here):
 * OIDC_PROVIDERS=google,kc and, per provider, OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and
 * _LABEL (the button's text).
 */
export interface OidcProviderConfig {
  /** Lower-case name used in URLs: /api/auth/account/<name>/start. */
  name: string
  /** The button's text. */
  label: string
  issuer: string
  clientId: string
  clientSecret: string
}

/**
 * Returns the providers, or the problems found (reported with the other variables).
 */
export function parseOidcProviders(list: string, source: Record<string, string | undefined>): { providers: OidcProviderConfig[]; problems: string[] } {
  const providers: OidcProviderConfig[] = []
  const problems: string[] = []
  const names = list
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean)
  for (const name of new Set(names)) {
    if (!/^[a-z0-9][a-z0-9_-]{0,30}$/.test(name)) {
      problems.push(`OIDC_PROVIDERS: "${name}" is not a valid provider name (a-z, 0-9, _ and -)`)
      continue
    }
    const prefix = `OIDC_${name.toUpperCase().replace(/-/g, '_')}_`
    const read = (key: string) => source[prefix + key]?.trim() || undefined
    const issuer = read('ISSUER')
    const clientId = read('CLIENT_ID')
    const clientSecret = read('CLIENT_SECRET')
    for (const [key, value] of [
      ['ISSUER', issuer],
      ['CLIENT_ID', clientId],
      ['CLIENT_SECRET', clientSecret],
    ] as const) {
      if (!value) problems.push(`${prefix}${key}: required because OIDC_PROVIDERS lists "${name}"`)
    }
    if (issuer && !isAcceptableIssuer(issuer)) {
      problems.push(`${prefix}ISSUER: must be an https:// URL (http:// only on 127.0.0.1, localhost or ::1)`)
    }
    if (issuer && clientId && clientSecret && isAcceptableIssuer(issuer)) {
      providers.push({ name, label: read('LABEL') ?? name.charAt(0).toUpperCase() + name.slice(1), issuer, clientId, clientSecret })
    }
  }
  return { providers, problems }
}

export function isAcceptableIssuer(issuer: string): boolean {
  try {
    const url = new URL(issuer)
    if (url.protocol === 'https:') return true
    return url.protocol === 'http:' && isLoopback(url.hostname)
  } catch {
    return false
  }
}

export function isLoopback(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]' || hostname === '::1'
}
