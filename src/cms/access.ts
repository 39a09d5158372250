/**
 * Staff permissions, in one place (docs/adr/023-staff-roles-least-privilege.md has the whole table).
 *
 * - admin: everything, and the only role that manages or unlocks staff accounts.
 * - editor: all editorial content, the catalogue and its stock.
 * - marketer: banners, media and campaign pages.
 * - support: customers, orders (status, cancel), regular courses, the point ledger and inquiries; content as the
 *   public sees it.
 * - reviewer (薬事・表示チェック担当, issue 27): reads every draft and version of the content and the catalogue,
 *   keeps the advertising-expression rules and approves or sends back what waits for review; writes no content.
 *
 * Content staff (admin, editor, marketer) and reviewers see drafts; nobody else does. Customer data (customers, orders,
 * courses, points, inquiries) is for admin and support only. Anonymous readers see published documents only
 * (stack.md trap 7: `read: () => true` would leak drafts over REST and GraphQL). Secrets (password and token
 * hashes) have field access false for everyone; the shop reads them with overrideAccess.
 */
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const ROLES = ['admin', 'editor', 'marketer', 'support', 'reviewer'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: '管理者',
  editor: '編集者',
  marketer: 'マーケター',
  support: 'サポート',
  reviewer: '薬事・表示チェック担当',
}

/** Roles that work on the site's content: they read drafts and versions and may preview (reviewers only read). */
export const CONTENT_ROLES = ['admin', 'editor', 'marketer', 'reviewer'] as const satisfies readonly Role[]

type MaybeStaff = { roles?: readonly string[] | null; collection?: string } | null | undefined

export function hasRole(user: MaybeStaff, ...roles: readonly Role[]): boolean {
  return Boolean(user && user.collection === 'users' && user.roles?.some((r) => roles.includes(r as Role)))
}

const staff = (req: PayloadRequest) => req.user as MaybeStaff
const roleAccess =
  (...roles: Role[]): Access =>
  ({ req }) =>
    hasRole(staff(req), ...roles)

/** Any staff role: may enter /admin. */
export const isStaff: Access = roleAccess(...ROLES)
export const isContentStaff: Access = roleAccess(...CONTENT_ROLES)
export const isAdmin: Access = roleAccess('admin')
export const isEditor: Access = roleAccess('admin', 'editor')
export const isEditorOrMarketer: Access = roleAccess('admin', 'editor', 'marketer')
/** The advertising-expression rules and review decisions (issue 27): reviewers, and admins. */
export const isReviewer: Access = roleAccess('admin', 'reviewer')
/** Customer care: customers, orders, regular courses, the point ledger, inquiries. */
export const isSupport: Access = roleAccess('admin', 'support')
/** Stock levels: the catalogue's editors keep them, support answers "is it in stock?". */
export const canReadStock: Access = roleAccess('admin', 'editor', 'support')
export const nobody: Access = () => false

const publishedOnly: Where = { _status: { equals: 'published' } }

/** Content staff read drafts (they preview them); everyone else, support included, reads published documents. */
export const staffOrPublished: Access = ({ req }) =>
  hasRole(staff(req), ...CONTENT_ROLES) ? true : publishedOnly

/**
 * Campaigns: content staff read every one (drafts, unstarted); everyone else only published campaigns that have
 * started (docs/adr/045-campaigns.md: before its start a campaign does not exist for the public, REST included).
 */
export const staffOrStartedCampaign: Access = ({ req }) =>
  hasRole(staff(req), ...CONTENT_ROLES)
    ? true
    : { and: [publishedOnly, { startsAt: { less_than_equal: new Date().toISOString() } }] }

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

/**
 * Without `data` Payload asks whether the user may create at all (the admin's create button and create screen),
 * so a marketer gets yes there; the page they submit must be in the campaign section, which the section field
 * makes its only value for them (pageSectionDefault, editorField).
 */
export const campaignMarketerCreate: Access = ({ req, data }) => {
  if (hasRole(staff(req), 'admin', 'editor')) return true
  if (!hasRole(staff(req), 'marketer')) return false
  const section = (data as { section?: unknown } | undefined)?.section
  return section === undefined || section === 'campaign'
}

/** Only editors and admins choose a page's section; a marketer's page is a campaign page. */
export const editorField: FieldAccess = ({ req }) => hasRole(staff(req), 'admin', 'editor')

/** A new page's section: campaign for a marketer (they may write no other), information for everyone else. */
export const pageSectionDefault = ({ user }: { user?: unknown }): 'campaign' | 'information' =>
  hasRole(user as MaybeStaff, 'marketer') && !hasRole(user as MaybeStaff, 'admin', 'editor')
    ? 'campaign'
    : 'information'

/** Staff accounts: the admin sees and changes all; everyone else only their own (name, password). */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(staff(req), 'admin')) return true
  return hasRole(staff(req), ...ROLES) && req.user ? { id: { equals: req.user.id } } : false
}

export const adminField: FieldAccess = ({ req }) => hasRole(staff(req), 'admin')
/** Secrets (hashes of passwords, tokens, codes): no staff door reads or writes them. */
export const neverField: FieldAccess = () => false
