import type { CollectionConfig } from 'payload'

import { env } from '@/lib/config/env'

import { adminField, adminOrSelf, hasRole, isAdmin, ROLE_LABELS, ROLES } from '../access'
import { clearStaffLoginCount, limitStaffLogin } from '../hooks/staff-login-limits'
import { serialiseStaffLogin, staffLoginEndpoint } from '../hooks/staff-login-serial'

/**
 * The `payload-token` cookie (stack.md trap 8): `Secure` whenever the site is served over https. SameSite Lax, not
 * Strict: the admin is same-origin either way, but Strict would drop the session when staff open an /admin or
 * /preview link from a mail or a bookmark (a cross-site top-level navigation), sending them to the login screen.
 */
export function staffCookies(siteUrl: string): { secure: boolean; sameSite: 'Lax' } {
  return { secure: new URL(siteUrl).protocol === 'https:', sameSite: 'Lax' }
}

/** Staff who sign in to /admin. Shoppers are NOT here (architecture.md, Sessions). Roles: ADR 023. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'スタッフ', plural: 'スタッフ' },
  graphQL: { singularName: 'User', pluralName: 'Users' },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: staffCookies(env.SITE_URL),
  },
  // Per-IP and per-account login limits, counted before the password is checked (ADR 022); then one login per
  // account at a time, so concurrent logins cannot drop each other's session (ADR 064).
  hooks: {
    beforeOperation: [limitStaffLogin(), serialiseStaffLogin()],
    afterLogin: [clearStaffLoginCount()],
  },
  endpoints: [staffLoginEndpoint],
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: '管理' },
  access: {
    admin: ({ req }) => hasRole(req.user as never, ...ROLES),
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    // Payload's default lets ANY signed-in user unlock any account, so a compromised editor could keep guessing
    // the admin's password past the lockout.
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', label: '氏名', type: 'text', required: true },
    {
      name: 'roles',
      label: '権限',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((value) => ({ label: ROLE_LABELS[value], value })),
      access: { create: adminField, update: adminField },
      saveToJWT: true,
    },
  ],
}
