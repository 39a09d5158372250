/**
 * The roles table of docs/adr/023-staff-roles-least-privilege.md, checked against the real collection configs:
 * every access function of every collection and global is called for an anonymous visitor and each role.
 * Cells: all (true), pub (published documents only), own (own account only), campaign (campaign section only),
 * - (refused). A collection without an explicit rule would fall back to Payload's default ("any signed-in
 * user") and shows up as `DEFAULT`.
 */
import type { Field, GlobalConfig, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { ROLE_LABELS, ROLES } from '@/cms/access'
import { COLLECTIONS } from '@/cms/collections/all'
import { staffCookies, Users } from '@/cms/collections/Users'
import { AwardSettings } from '@/cms/globals/AwardSettings'
import { CampaignSettings } from '@/cms/globals/CampaignSettings'
import { ClubSettings } from '@/cms/globals/ClubSettings'
import { RegularDeliverySettings } from '@/cms/globals/RegularDeliverySettings'
import { SiteSettings } from '@/cms/globals/SiteSettings'

/** Columns: anonymous, admin, editor, marketer, support, reviewer. */
const CONTENT = { read: 'pub all all all pub all', readVersions: '- all all all - all' }
const EDITOR_WRITES = { create: '- all all - - -', update: '- all all - - -', delete: '- all all - - -' }
const PUBLIC_LIST = { read: 'all all all all all all', ...EDITOR_WRITES }
const ADMIN_ONLY = '- all - - - -'
const NOBODY = '- - - - - -'
const SUPPORT = '- all - - all -'

const TABLE: Record<string, Record<string, string>> = {
  pages: {
    ...CONTENT,
    create: '- all all campaign - -',
    update: '- all all campaign - -',
    delete: '- all all - - -',
  },
  information: { ...CONTENT, ...EDITOR_WRITES },
  columns: { ...CONTENT, ...EDITOR_WRITES },
  'gift-guides': { ...CONTENT, ...EDITOR_WRITES },
  faqs: { ...CONTENT, ...EDITOR_WRITES },
  products: { ...CONTENT, ...EDITOR_WRITES },
  brands: { ...CONTENT, ...EDITOR_WRITES },
  banners: {
    ...CONTENT,
    create: '- all all all - -',
    update: '- all all all - -',
    delete: '- all all all - -',
  },
  campaigns: {
    ...CONTENT,
    read: 'started all all all started all',
    create: '- all all all - -',
    update: '- all all all - -',
    delete: '- all all all - -',
  },
  'ad-rules': {
    read: '- all all all - all',
    create: '- all - - - all',
    update: '- all - - - all',
    delete: '- all - - - all',
  },
  'ad-reviews': { read: '- all all all - all', create: NOBODY, update: NOBODY, delete: NOBODY },
  'faq-categories': PUBLIC_LIST,
  'brand-tabs': PUBLIC_LIST,
  purposes: PUBLIC_LIST,
  ingredients: PUBLIC_LIST,
  media: {
    read: 'all all all all all all',
    create: '- all all all - -',
    update: '- all all all - -',
    delete: '- all all all - -',
  },
  inventory: { read: '- all all - all -', ...EDITOR_WRITES },
  carts: { read: ADMIN_ONLY, create: NOBODY, update: ADMIN_ONLY, delete: ADMIN_ONLY },
  inquiries: { read: SUPPORT, create: NOBODY, update: SUPPORT, delete: ADMIN_ONLY },
  'sample-applications': { read: SUPPORT, create: NOBODY, update: SUPPORT, delete: ADMIN_ONLY },
  'sample-apply-claims': { read: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  'gift-selections': { read: SUPPORT, create: NOBODY, update: SUPPORT, delete: ADMIN_ONLY },
  'award-entries': PUBLIC_LIST,
  'award-votes': { read: SUPPORT, create: NOBODY, update: NOBODY, delete: ADMIN_ONLY },
  customers: { read: SUPPORT, create: NOBODY, update: ADMIN_ONLY, delete: ADMIN_ONLY },
  'customer-sessions': { read: ADMIN_ONLY, create: NOBODY, update: ADMIN_ONLY, delete: ADMIN_ONLY },
  'one-time-passwords': { read: ADMIN_ONLY, create: NOBODY, update: NOBODY, delete: ADMIN_ONLY },
  'kankeisha-invitations': { read: ADMIN_ONLY, create: ADMIN_ONLY, update: ADMIN_ONLY, delete: ADMIN_ONLY },
  orders: { read: SUPPORT, create: NOBODY, update: SUPPORT, delete: NOBODY },
  'point-ledger': { read: SUPPORT, create: NOBODY, update: NOBODY, delete: NOBODY },
  'regular-courses': { read: SUPPORT, create: NOBODY, update: SUPPORT, delete: NOBODY },
  'regular-deliveries': { read: SUPPORT, create: NOBODY, update: NOBODY, delete: NOBODY },
  'regular-course-history': { read: SUPPORT, create: NOBODY, update: NOBODY, delete: NOBODY },
  'shipping-batches': { read: SUPPORT, create: NOBODY, update: NOBODY, delete: NOBODY },
  returns: { read: SUPPORT, create: NOBODY, update: NOBODY, delete: NOBODY },
  'fraud-signals': { read: ADMIN_ONLY, create: NOBODY, update: NOBODY, delete: NOBODY },
  'mail-outbox': { read: ADMIN_ONLY, create: NOBODY, update: NOBODY, delete: ADMIN_ONLY },
  'support-notes': { read: SUPPORT, create: NOBODY, update: NOBODY, delete: ADMIN_ONLY },
  'support-access-log': { read: ADMIN_ONLY, create: NOBODY, update: NOBODY, delete: NOBODY },
  users: {
    admin: '- all all all all all',
    read: '- all own own own own',
    create: ADMIN_ONLY,
    update: '- all own own own own',
    delete: ADMIN_ONLY,
    unlock: ADMIN_ONLY,
  },
}

/** Fields some role may not read (collection.path → who reads it); every secret is "-" for everyone. */
const HIDDEN_FIELDS: Record<string, string> = {
  'customers.passwordHash': NOBODY,
  'customers.savedCard.reference': ADMIN_ONLY,
  'customers.directDebit.reference': ADMIN_ONLY,
  'regular-courses.payment.cardReference': ADMIN_ONLY,
  'customers.lineSubject': ADMIN_ONLY,
  'customers.groupSubject': ADMIN_ONLY,
  'customer-sessions.tokenHash': NOBODY,
  'one-time-passwords.transactionHash': NOBODY,
  'one-time-passwords.emailHash': NOBODY,
  'one-time-passwords.codeHash': NOBODY,
  'carts.tokenHash': NOBODY,
  'orders.idempotencyKey': NOBODY,
  'orders.cartOwner': NOBODY,
  'returns.idempotencyKey': NOBODY,
  'support-access-log.actionKey': NOBODY,
}

const users = [undefined, ...ROLES.map((role) => ({ id: 7, collection: 'users', roles: [role] }))]

type AccessFn = (args: { req: PayloadRequest; data?: unknown; id?: number }) => unknown

function describeResult(result: unknown): string {
  if (result === true) return 'all'
  if (result === false || result === undefined || result === null) return '-'
  const json = JSON.stringify(result)
  if (json.includes('_status') && json.includes('startsAt')) return 'started'
  if (json.includes('_status')) return 'pub'
  if (json.includes('"section"')) return 'campaign'
  if (json.includes('"id"')) return 'own'
  return json
}

/** One row: the cell per user; a rule that depends on the submitted page section shows up as `campaign`. */
function row(fn: AccessFn | undefined): string {
  if (!fn) return 'DEFAULT'
  return users
    .map((user) => {
      const req = { user } as unknown as PayloadRequest
      const inCampaign = describeResult(fn({ req, data: { section: 'campaign' }, id: 1 }))
      const elsewhere = describeResult(fn({ req, data: { section: 'information' }, id: 1 }))
      return inCampaign !== elsewhere && elsewhere === '-' ? 'campaign' : inCampaign
    })
    .join(' ')
}

function hiddenFields(slug: string, fields: Field[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const field of fields) {
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    const read = 'access' in field ? (field.access?.read as AccessFn | undefined) : undefined
    if (read) out[`${slug}.${path}`] = row(read)
    if ('fields' in field && Array.isArray(field.fields))
      Object.assign(out, hiddenFields(slug, field.fields, `${path}.`))
  }
  return out
}

describe('staff roles (ADR 023)', () => {
  it('has five roles with Japanese labels', () => {
    expect(ROLES).toEqual(['admin', 'editor', 'marketer', 'support', 'reviewer'])
    expect(ROLE_LABELS.support).toBe('サポート')
    const options = Users.fields.find((f) => 'name' in f && f.name === 'roles')
    expect(options && 'options' in options ? options.options : []).toEqual([
      { label: '管理者', value: 'admin' },
      { label: '編集者', value: 'editor' },
      { label: 'マーケター', value: 'marketer' },
      { label: 'サポート', value: 'support' },
      { label: '薬事・表示チェック担当', value: 'reviewer' },
    ])
  })

  it('every collection follows the roles table', () => {
    const actual: Record<string, Record<string, string>> = {}
    for (const collection of COLLECTIONS) {
      const expectedOps = Object.keys(TABLE[collection.slug] ?? { read: 1, create: 1, update: 1, delete: 1 })
      const access = (collection.access ?? {}) as Record<string, AccessFn | undefined>
      actual[collection.slug] = Object.fromEntries(expectedOps.map((op) => [op, row(access[op])]))
    }
    expect(actual).toEqual(TABLE)
  })

  it('only the listed fields are hidden, secrets from everyone', () => {
    const actual: Record<string, string> = {}
    for (const collection of COLLECTIONS)
      Object.assign(actual, hiddenFields(collection.slug, collection.fields))
    const readLimited = Object.fromEntries(
      Object.entries(actual).filter(([, cells]) => cells !== 'all all all all all all'),
    )
    // Users.roles is readable by whoever reads the account; only its writes are admin-only.
    expect(readLimited).toEqual(HIDDEN_FIELDS)
  })

  it('site settings: everyone reads, admins and editors change them', () => {
    const access = SiteSettings.access as GlobalConfig['access'] & Record<string, AccessFn>
    expect(row(access.read as AccessFn)).toBe('all all all all all all')
    expect(row(access.update as AccessFn)).toBe('- all all - - -')
  })

  it('the club stage table: staff read it, admins change it (it sets point rates)', () => {
    const access = ClubSettings.access as GlobalConfig['access'] & Record<string, AccessFn>
    expect(row(access.read as AccessFn)).toBe('- all all all all all')
    expect(row(access.update as AccessFn)).toBe(ADMIN_ONLY)
  })

  it('the award vote period: staff read it, editors and marketers set it', () => {
    const access = AwardSettings.access as GlobalConfig['access'] & Record<string, AccessFn>
    expect(row(access.read as AccessFn)).toBe('- all all all all all')
    expect(row(access.update as AccessFn)).toBe('- all all all - -')
  })

  it('the regular-delivery engine settings: admins and support read them, admins change them', () => {
    const access = RegularDeliverySettings.access as GlobalConfig['access'] & Record<string, AccessFn>
    expect(row(access.read as AccessFn)).toBe(SUPPORT)
    expect(row(access.update as AccessFn)).toBe(ADMIN_ONLY)
  })

  it('campaign settings (the A/B mode): everyone reads, marketers change them with editors and admins', () => {
    const access = CampaignSettings.access as GlobalConfig['access'] & Record<string, AccessFn>
    expect(row(access.read as AccessFn)).toBe('all all all all all all')
    expect(row(access.update as AccessFn)).toBe('- all all all - -')
  })
})

describe('staff cookie', () => {
  it('is Secure on https and SameSite Lax', () => {
    expect(staffCookies('https://shop.example.jp')).toEqual({ secure: true, sameSite: 'Lax' })
    expect(staffCookies('http://localhost:3000')).toEqual({ secure: false, sameSite: 'Lax' })
  })
})
