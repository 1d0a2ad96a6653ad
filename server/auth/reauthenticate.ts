/**
 * The current password, for a change that could hand the account or its money to someone else
 * (the e-mail, the phone, a provider's payout number, decision 039): a stolen token alone is not
 * enough. Wrong guesses count like a password change's (the same per-account limit, cleared by a
 * right one). Answers 400 `validation_failed` on the `currentPassword` field, never 401: the client
 * signs out on any 401 while it holds a token.
 */
import type { AuthRuntime } from './auth-runtime'
import { fieldError } from './auth-http'

export interface Reauthenticating {
  id: string
  passwordHash: string | null
}

export async function reauthenticate(auth: Pick<AuthRuntime, 'config' | 'hasher' | 'limiter' | 'throttle'>, user: Reauthenticating, currentPassword: string | undefined): Promise<void> {
  if (!user.passwordHash) throw fieldError('currentPassword', 'password_required', 'This account has no password yet: choose one with "Forgot your password?" first')
  if (!currentPassword) throw fieldError('currentPassword', 'too_small', 'Type your current password to change this')
  const key = `password:user:${user.id}`
  await auth.throttle.limit([{ key, limit: auth.config.limits.loginPerAccountAndAddress }])
  if (!(await auth.hasher.verify(user.passwordHash, currentPassword))) throw fieldError('currentPassword', 'wrong_password', 'The current password is wrong')
  await auth.limiter.clear([key])
}
