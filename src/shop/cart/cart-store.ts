/** Reading and writing carts in the `carts` collection (shop code only; staff access rules are bypassed). */
import type { Payload } from 'payload'

import { and, asc, desc, eq, isNotNull, isNull, sql } from '@payloadcms/db-sqlite/drizzle'

import type { Cart } from '@/cms/payload-types'
import { columnsOf, isoDate, preparedSelect, selectFrom, tableNamed } from '@/cms/table-read'

import type { CartLineRecord } from './cart-rules'
import { hashCartToken } from './cart-token'

export interface StoredCart {
  id: number
  lines: CartLineRecord[]
  /** The link key the shopper arrived with (spec §4), carried onto the order. */
  linkKey: string | null
  /** A campaign order's cart: the campaign's promotionId (docs/adr/048-campaign-shopping.md); null otherwise. */
  campaign?: string | null
}

const toStored = (cart: Cart): StoredCart => ({
  id: cart.id,
  linkKey: cart.linkKey ?? null,
  campaign: cart.campaign ?? null,
  lines: (cart.lines ?? []).map(({ productCode, cycleType, quantity, addedAt }) => ({
    productCode,
    cycleType,
    quantity,
    addedAt,
  })),
})

const LINE_COLUMNS = ['_parentID', '_order', 'productCode', 'cycleType', 'quantity', 'addedAt'] as const

interface LineRow {
  productCode: string | null
  cycleType: CartLineRecord['cycleType'] | null
  quantity: number | string | null
  addedAt: unknown
}

function lineFields(payload: Payload) {
  const table = tableNamed(payload, 'carts_lines')
  const c = columnsOf(table, LINE_COLUMNS)
  const fields = {
    productCode: c.productCode,
    cycleType: c.cycleType,
    quantity: c.quantity,
    addedAt: c.addedAt,
  }
  return { table, c, fields }
}

/** Line rows as Payload returns them (numbers as numbers, dates as ISO strings); a left join's empty row skipped. */
function toLines(rows: readonly LineRow[]): CartLineRecord[] {
  const lines: CartLineRecord[] = []
  for (const row of rows)
    if (row.productCode !== null)
      lines.push({
        productCode: row.productCode,
        cycleType: row.cycleType as CartLineRecord['cycleType'],
        quantity: Number(row.quantity),
        addedAt: isoDate(row.addedAt),
      })
  return lines
}

/** The cart's lines in their stored order (one indexed read of `carts_lines`). */
async function storedLines(payload: Payload, cartId: number): Promise<CartLineRecord[]> {
  const { c, table, fields } = lineFields(payload)
  const rows = await selectFrom<LineRow>(payload, table, fields)
    .where(eq(c._parentID as never, cartId))
    .orderBy(asc(c._order as never))
  return toLines(rows)
}

/**
 * A guest cart: a member's cart is never found by a cookie token (a shared browser after logout). One plain
 * select, the cart joined with its lines (the order hot path, ADR 017): what `payload.find` at depth 0 reads.
 */
export async function findCartByToken(payload: Payload, token: string): Promise<StoredCart | null> {
  const query = preparedSelect(payload, 'cart_by_token', () => {
    const carts = tableNamed(payload, 'carts')
    const c = columnsOf(carts, ['id', 'tokenHash', 'customer', 'linkKey', 'campaign'])
    const lines = lineFields(payload)
    return selectFrom<LineRow & { cartId: number; cartLinkKey: string | null }>(payload, carts, {
      cartId: c.id,
      cartLinkKey: c.linkKey,
      ...lines.fields,
    })
      .leftJoin(lines.table, eq(lines.c._parentID as never, c.id as never))
      .where(
        and(
          eq(c.tokenHash as never, sql.placeholder('tokenHash')),
          isNull(c.customer as never),
          isNull(c.campaign as never),
        ),
      )
      .orderBy(asc(lines.c._order as never))
  })
  const rows = await query.execute({ tokenHash: hashCartToken(token) })
  const first = rows[0]
  return first
    ? { id: first.cartId, lines: toLines(rows), linkKey: first.cartLinkKey ?? null, campaign: null }
    : null
}

/** The member's cart (the most recently changed one, should there ever be two). */
export async function findCartByCustomer(payload: Payload, customerId: number): Promise<StoredCart | null> {
  const table = tableNamed(payload, 'carts')
  const c = columnsOf(table, ['id', 'customer', 'updatedAt', 'linkKey', 'campaign'])
  const [cart] = await selectFrom<{ id: number; linkKey: string | null }>(payload, table, {
    id: c.id,
    linkKey: c.linkKey,
  })
    .where(and(eq(c.customer as never, customerId), isNull(c.campaign as never)))
    .orderBy(desc(c.updatedAt as never), desc(c.id as never))
    .limit(1)
  return cart
    ? {
        id: cart.id,
        lines: await storedLines(payload, cart.id),
        linkKey: cart.linkKey ?? null,
        campaign: null,
      }
    : null
}

/** A guest cart is created with its token; a member's cart with its customer (and no token). */
export async function createCart(
  payload: Payload,
  owner: { token: string } | { customerId: number },
  lines: CartLineRecord[],
  linkKey?: string | null,
): Promise<StoredCart> {
  const cart = await payload.create({
    collection: 'carts',
    data: {
      ...('token' in owner ? { tokenHash: hashCartToken(owner.token) } : { customer: owner.customerId }),
      lines,
      ...(linkKey ? { linkKey } : {}),
    },
    overrideAccess: true,
    depth: 0,
  })
  return toStored(cart)
}

export async function saveCartLines(
  payload: Payload,
  id: number,
  lines: CartLineRecord[],
  linkKey?: string | null,
): Promise<StoredCart> {
  const cart = await payload.update({
    collection: 'carts',
    id,
    data: { lines, ...(linkKey ? { linkKey } : {}) },
    overrideAccess: true,
    depth: 0,
  })
  return toStored(cart)
}

/** A guest cart becomes the member's cart: linked to the customer, no longer reachable by its cookie. */
export async function adoptCart(payload: Payload, id: number, customerId: number): Promise<void> {
  await payload.update({
    collection: 'carts',
    id,
    data: { customer: customerId, tokenHash: null },
    overrideAccess: true,
    depth: 0,
  })
}

export async function deleteCart(payload: Payload, id: number): Promise<void> {
  await payload.delete({ collection: 'carts', id, overrideAccess: true })
}

/** A campaign order's cart by its own cookie token (guests and members alike); never a shopper's cart. */
export async function findCampaignCart(payload: Payload, token: string): Promise<StoredCart | null> {
  const table = tableNamed(payload, 'carts')
  const c = columnsOf(table, ['id', 'tokenHash', 'linkKey', 'campaign'])
  const [cart] = await selectFrom<{ id: number; linkKey: string | null; campaign: string | null }>(
    payload,
    table,
    {
      id: c.id,
      linkKey: c.linkKey,
      campaign: c.campaign,
    },
  )
    .where(and(eq(c.tokenHash as never, hashCartToken(token)), isNotNull(c.campaign as never)))
    .limit(1)
  return cart
    ? {
        id: cart.id,
        lines: await storedLines(payload, cart.id),
        linkKey: cart.linkKey ?? null,
        campaign: cart.campaign,
      }
    : null
}

/** The campaign order's cart of this token now holds exactly `lines` of `promotionId` (made on first use). */
export async function putCampaignCart(
  payload: Payload,
  token: string,
  promotionId: string,
  lines: CartLineRecord[],
  linkKey: string | null,
): Promise<StoredCart> {
  const existing = await findCampaignCart(payload, token)
  const data = { campaign: promotionId, lines, ...(linkKey ? { linkKey } : {}) }
  const cart = existing
    ? await payload.update({ collection: 'carts', id: existing.id, data, overrideAccess: true, depth: 0 })
    : await payload.create({
        collection: 'carts',
        data: { tokenHash: hashCartToken(token), ...data },
        overrideAccess: true,
        depth: 0,
      })
  return toStored(cart)
}
