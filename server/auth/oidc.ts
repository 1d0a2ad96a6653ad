/**
 * Social login: OpenID Connect authorization code flow with PKCE (S256), state and nonce, through
 * openid-client 6. Providers come from the environment (oidc-env.ts); each is discovered on first
 * use and the discovery is cached (a failed discovery is retried on the next attempt).
 *
 * The e-mail is read from the UserInfo endpoint, not the ID token: providers that conform the ID
 * token's claims (oidc-provider's default, and others) leave `email` out of it. Only an e-mail the
 * provider marks `email_verified: true` is used to find or create the account.
 */
import * as oidc from 'openid-client'
import type { Logger } from '../lib/log'
import { isLoopback, type OidcProviderConfig } from './oidc-env'

export interface PendingLogin {
  codeVerifier: string
  state: string
  nonce: string
}

export interface SocialProfile {
  subject: string
  email: string
  emailVerified: boolean
  givenName: string | null
  familyName: string | null
  fullName: string | null
  picture: string | null
}

export interface OidcProvider {
  readonly name: string
  readonly label: string
  /** The provider's authorization URL for a new login, and what the callback must check. */
  begin(redirectUri: string): Promise<{ url: URL; pending: PendingLogin }>
  /** Exchanges the code (checking state, nonce, PKCE and issuer) and reads the user's profile. */
  complete(callbackUrl: URL, pending: PendingLogin): Promise<SocialProfile>
}

export interface OidcProviders {
  list(): { name: string; label: string }[]
  get(name: string): OidcProvider | undefined
}

const SCOPE = 'openid email profile'

function createProvider(config: OidcProviderConfig, log: Logger): OidcProvider {
  let discovered: Promise<oidc.Configuration> | null = null
  const configuration = () => {
    discovered ??= (async () => {
      const issuer = new URL(config.issuer)
      // http is accepted only for a provider on this machine (tests, local development).
      const insecure = issuer.protocol === 'http:' && isLoopback(issuer.hostname)
      const found = await oidc.discovery(
        issuer,
        config.clientId,
        config.clientSecret,
        oidc.ClientSecretBasic(config.clientSecret),
        insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      )
      found.timeout = 10
      return found
    })().catch((error: unknown) => {
      discovered = null
      log.warn('oidc discovery failed', { provider: config.name, issuer: config.issuer, error })
      throw error
    })
    return discovered
  }

  return {
    name: config.name,
    label: config.label,
    async begin(redirectUri) {
      const found = await configuration()
      const pending: PendingLogin = { codeVerifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() }
      const url = oidc.buildAuthorizationUrl(found, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      })
      return { url, pending }
    },
    async complete(callbackUrl, pending) {
      const found = await configuration()
      const tokens = await oidc.authorizationCodeGrant(found, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      const subject = tokens.claims()?.sub
      if (!subject) throw new Error('the ID token has no subject')
      const info = await oidc.fetchUserInfo(found, tokens.access_token, subject)
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
      const picture = text(info.picture)
      return {
        subject,
        email: (text(info.email) ?? '').toLowerCase(),
        emailVerified: info.email_verified === true,
        givenName: text(info.given_name),
        familyName: text(info.family_name),
        fullName: text(info.name),
        picture: picture && /^https:\/\//.test(picture) ? picture : null,
      }
    },
  }
}

export function createOidcProviders(configs: OidcProviderConfig[], log: Logger): OidcProviders {
  const providers = new Map(configs.map((c) => [c.name, createProvider(c, log)]))
  return {
    list: () => [...providers.values()].map((p) => ({ name: p.name, label: p.label })),
    get: (name) => providers.get(name),
  }
}
