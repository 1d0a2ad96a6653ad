/**
 * The spec's role check (section 6), shared by the client guards and the server.
 *
 * It is deliberately permissive: it passes when the user holds at least one of the required roles,
 * and ALSO when the user, the user's roles or the required list are missing or empty. That is the
 * spec's rule, kept exactly; a screen that must refuse users without roles has to say so itself
 * (for example by requiring an authenticated user first).
 */
export interface HasRoles {
  roles?: readonly string[] | null
}

export function hasRequiredRole(user: HasRoles | null | undefined, required: readonly string[] | null | undefined): boolean {
  const held = user?.roles
  if (!held || held.length === 0 || !required || required.length === 0) return true
  return required.some((role) => held.includes(role))
}
