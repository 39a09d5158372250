/** A signed-in staff member's roles as strings (Payload's user type is wider than the roles field). */
export const rolesOf = (user: unknown): string[] => {
  const roles = (user as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : []
}
