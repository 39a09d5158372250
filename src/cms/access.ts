/**
 * Staff permissions, in one place. Roles: admin (everything, including users), editor (all editorial
 * content), marketer (banners and campaign pages). Anonymous readers see published documents only
 * (stack.md trap 7: `read: () => true` would leak drafts over REST and GraphQL).
 */
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const ROLES = ['admin', 'editor', 'marketer'] as const
export type Role = (typeof ROLES)[number]

type MaybeStaff = { roles?: readonly string[] | null; collection?: string } | null | undefined

export function hasRole(user: MaybeStaff, ...roles: Role[]): boolean {
  return Boolean(user && user.collection === 'users' && user.roles?.some((r) => roles.includes(r as Role)))
}

const staff = (req: PayloadRequest) => req.user as MaybeStaff

export const isStaff: Access = ({ req }) => hasRole(staff(req), 'admin', 'editor', 'marketer')
export const isAdmin: Access = ({ req }) => hasRole(staff(req), 'admin')
export const isEditor: Access = ({ req }) => hasRole(staff(req), 'admin', 'editor')
export const isEditorOrMarketer: Access = ({ req }) => hasRole(staff(req), 'admin', 'editor', 'marketer')
export const nobody: Access = () => false

const publishedOnly: Where = { _status: { equals: 'published' } }

/** Staff read drafts (they preview them); everyone else reads published documents only. */
export const staffOrPublished: Access = ({ req }) => (isStaff({ req }) ? true : publishedOnly)

/**
 * Marketers may create and edit pages of the campaign section only (and may not move one out of it); editors
 * and admins edit every page. Create access cannot be a query, so it checks the submitted section.
 */
export const editorOrCampaignMarketer: Access = ({ req, data }) => {
  if (hasRole(staff(req), 'admin', 'editor')) return true
  if (!hasRole(staff(req), 'marketer')) return false
  const section = (data as { section?: unknown } | undefined)?.section
  if (section !== undefined && section !== 'campaign') return false
  return { section: { equals: 'campaign' } }
}

export const campaignMarketerCreate: Access = ({ req, data }) => {
  if (hasRole(staff(req), 'admin', 'editor')) return true
  return (
    hasRole(staff(req), 'marketer') && (data as { section?: unknown } | undefined)?.section === 'campaign'
  )
}

export const adminField: FieldAccess = ({ req }) => hasRole(staff(req), 'admin')
