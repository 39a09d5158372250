/**
 * An address shown where someone other than its owner might read it (the code-entry page on a shared screen,
 * the notice mailed to the old address after a change): enough to recognise it, not to type it.
 * hanako.mori@example.jp → ha*********@example.jp
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '*'.repeat(Math.max(3, [...email].length))
  const local = [...email.slice(0, at)]
  const shown = local.length <= 2 ? 1 : 2
  return `${local.slice(0, shown).join('')}${'*'.repeat(Math.max(3, local.length - shown))}${email.slice(at)}`
}
