/** A real OpenID provider (oidc-provider, development interactions) on 127.0.0.1 for social-login journeys. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
// @ts-expect-error oidc-provider ships no type declarations
import Provider from 'oidc-provider'

export const OIDC_CLIENT = { id: 'malewa-e2e', secret: 'malewa-e2e-client-secret-0123456789', name: 'village', label: 'Village ID' }

export async function startOidcProvider(publicUrl: string): Promise<{ issuer: string; close(): Promise<void> }> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${publicUrl}/api/auth/account/${OIDC_CLIENT.name}/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    cookies: { keys: ['malewa-e2e-cookie-key'] },
    // The login typed in the provider's form is the account id; every account has a verified e-mail.
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@village.example`, email_verified: true, given_name: 'Wanjiru', family_name: 'Kamau', name: 'Wanjiru Kamau' }),
    }),
  })
  server.on('request', provider.callback())
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
