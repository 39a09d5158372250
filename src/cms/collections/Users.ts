import type { Access, CollectionConfig } from 'payload'

import { adminField, hasRole, isAdmin, ROLES } from '../access'
import { clearStaffLoginCount, limitStaffLogin } from '../hooks/staff-login-limits'

const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user as never, 'admin')) return true
  return req.user ? { id: { equals: req.user.id } } : false
}

/** Staff who sign in to /admin. Shoppers are NOT here (architecture.md, Sessions). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'スタッフ', plural: 'スタッフ' },
  graphQL: { singularName: 'User', pluralName: 'Users' },
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 },
  // Per-IP and per-account login limits, counted before the password is checked (ADR 022).
  hooks: { beforeOperation: [limitStaffLogin()], afterLogin: [clearStaffLoginCount()] },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: '管理' },
  access: {
    admin: ({ req }) => hasRole(req.user as never, 'admin', 'editor', 'marketer'),
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
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
      options: [
        { label: '管理者', value: ROLES[0] },
        { label: '編集者', value: ROLES[1] },
        { label: 'マーケター', value: ROLES[2] },
      ],
      access: { create: adminField, update: adminField },
      saveToJWT: true,
    },
  ],
}
