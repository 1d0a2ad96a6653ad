import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { parseEnv } from '../env'
import { authOptionsFromEnv } from './auth-config'

test('the account variables have defaults that work on a fresh machine', () => {
  const env = parseEnv({})
  expect(env.publicUrl).toBe('http://127.0.0.1:3000')
  expect(env.COOKIE_SECURE).toBe(false)
  expect(env.TRUST_PROXY).toBe(false)
  expect(env.SMTP_URL).toBeUndefined()
  expect(env.MAIL_FROM).toContain('@')
  expect(env.oidcProviders).toEqual([])
})

test('PUBLIC_URL defaults to the address the server listens on', () => {
  expect(parseEnv({ PORT: '3311' }).publicUrl).toBe('http://127.0.0.1:3311')
  expect(parseEnv({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080')
  expect(parseEnv({ HOST: '::', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080')
  expect(parseEnv({ PORT: '3311', PUBLIC_URL: 'https://shop.example' }).publicUrl).toBe('https://shop.example')
})

test('social login providers are read from OIDC_PROVIDERS and their own variables', () => {
  const env = parseEnv({
    OIDC_PROVIDERS: 'Google, kc',
    OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
    OIDC_GOOGLE_CLIENT_ID: 'gid',
    OIDC_GOOGLE_CLIENT_SECRET: 'gsecret',
    OIDC_GOOGLE_LABEL: 'Google',
    OIDC_KC_ISSUER: 'http://127.0.0.1:8080/realms/malewa',
    OIDC_KC_CLIENT_ID: 'kid',
    OIDC_KC_CLIENT_SECRET: 'ksecret',
    COOKIE_SECURE: 'true',
  })
  expect(env.COOKIE_SECURE).toBe(true)
  expect(env.oidcProviders).toEqual([
    { name: 'google', label: 'Google', issuer: 'https://accounts.google.com', clientId: 'gid', clientSecret: 'gsecret' },
    { name: 'kc', label: 'Kc', issuer: 'http://127.0.0.1:8080/realms/malewa', clientId: 'kid', clientSecret: 'ksecret' },
  ])
})

test('an incomplete or insecure provider configuration stops the start with every problem named', () => {
  expect(() =>
    parseEnv({ OIDC_PROVIDERS: 'acme,plain', OIDC_ACME_ISSUER: 'https://id.acme.test', OIDC_PLAIN_ISSUER: 'http://id.plain.test', OIDC_PLAIN_CLIENT_ID: 'x', OIDC_PLAIN_CLIENT_SECRET: 'y' }),
  ).toThrowError(/OIDC_ACME_CLIENT_ID: required[\s\S]*OIDC_ACME_CLIENT_SECRET: required[\s\S]*OIDC_PLAIN_ISSUER: must be an https/)
  expect(() => parseEnv({ PUBLIC_URL: 'ftp://x' })).toThrowError(/PUBLIC_URL/)
  expect(() => parseEnv({ SMTP_URL: 'mail.example.test' })).toThrowError(/SMTP_URL/)
  expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrowError(/AUTH_SECRET/)
})

test('the auth options take the secret start-up resolved, and e-mails go to DATA_DIR/mail without SMTP_URL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'malewa-env-'))
  try {
    const options = authOptionsFromEnv(parseEnv({ DATA_DIR: dir }), 's'.repeat(43))
    expect(options.secret).toBe('s'.repeat(43))
    expect(options.mail).toEqual({ dir: path.join(dir, 'mail') })
    const withSmtp = authOptionsFromEnv(parseEnv({ DATA_DIR: dir, SMTP_URL: 'smtp://mail.test:587' }), 'x'.repeat(40))
    expect(withSmtp.mail).toEqual({ smtpUrl: 'smtp://mail.test:587' })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
