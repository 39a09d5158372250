/**
 * What the cart, checkout and order code need to know about products to sell them: prices, tax class, cycles,
 * sale status and stock (from `inventory`, docs/adr/007-catalogue-model.md). Published products only.
 */
import type { Payload } from 'payload'

import { and, asc, eq, inArray, sql } from '@payloadcms/db-sqlite/drizzle'

import type { Media, Product } from '@/cms/payload-types'
import { columnsOf, preparedSelect, selectFrom, tableNamed } from '@/cms/table-read'
import { mediaPath } from '@/shop/content/media-path'
import { productPath } from '@/shop/content/paths'

import type { ProductCategory, RegularCycle, SaleStatus, TaxClass } from './codes'

export interface Purchasable {
  productCode: string
  category: ProductCategory
  name: string
  taxClass: TaxClass
  /** Tax-excluded yen. */
  price: number
  /** Tax-excluded yen; null when the product has no regular-delivery price. */
  regularPrice: number | null
  /** Regular-delivery cycles offered (empty: one-time only). */
  regularCycles: RegularCycle[]
  saleStatus: SaleStatus
  /** Units in stock; 0 when the product has no inventory row. */
  stock: number
  /** URL of the first product image, or null. */
  imageUrl: string | null
  href: string
}

const PRODUCT_SELECT = {
  productCode: true,
  category: true,
  name: true,
  taxClass: true,
  price: true,
  regularPrice: true,
  regularCycles: true,
  saleStatus: true,
  images: true,
} as const

function firstImageUrl(images: Product['images']): string | null {
  const first = images?.[0]
  const url = first && typeof first === 'object' ? ((first as Media).url ?? null) : null
  return mediaPath(url)
}

export async function loadPurchasable(
  payload: Payload,
  productCodes: readonly string[],
): Promise<Map<string, Purchasable>> {
  const codes = [...new Set(productCodes)]
  const out = new Map<string, Purchasable>()
  if (codes.length === 0) return out
  const [products, inventory] = await Promise.all([
    payload.find({
      collection: 'products',
      where: { and: [{ _status: { equals: 'published' } }, { productCode: { in: codes } }] },
      limit: codes.length,
      pagination: false,
      depth: 1,
      draft: false,
      select: PRODUCT_SELECT,
    }),
    payload.find({
      collection: 'inventory',
      where: { productCode: { in: codes } },
      limit: codes.length,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const stock = new Map(inventory.docs.map((row) => [row.productCode, row.stock]))
  for (const doc of products.docs as Pick<Product, keyof typeof PRODUCT_SELECT>[]) {
    out.set(doc.productCode, {
      productCode: doc.productCode,
      category: doc.category,
      name: doc.name,
      taxClass: doc.taxClass,
      price: doc.price,
      regularPrice: doc.regularPrice ?? null,
      regularCycles: [...(doc.regularCycles ?? [])],
      saleStatus: doc.saleStatus,
      stock: Math.max(0, stock.get(doc.productCode) ?? 0),
      imageUrl: firstImageUrl(doc.images),
      href: productPath(doc.category, doc.productCode),
    })
  }
  return out
}

const MAX_PREPARED_CODES = 32

/** What the order check needs of a product: a Purchasable without its image and link. */
export type SaleTerms = Omit<Purchasable, 'imageUrl' | 'href'>

interface ProductRow {
  id: number
  productCode: string
  category: ProductCategory
  name: string
  taxClass: TaxClass
  price: number | string
  regularPrice: number | string | null
  saleStatus: SaleStatus
}

/**
 * The sale terms of published products and their stock, for the order check (ADR 017's hot path): the same
 * published rows `loadPurchasable` reads (the main table holds the last published version; drafts live in the
 * versions table), with plain selects on the adapter's tables instead of `payload.find` with media at depth 1.
 */
export async function loadSaleTerms(
  payload: Payload,
  productCodes: readonly string[],
): Promise<Map<string, SaleTerms>> {
  const codes = [...new Set(productCodes)]
  const out = new Map<string, SaleTerms>()
  if (codes.length === 0) return out
  // Prepared per number of codes (a PostgreSQL statement name per SQL shape); very large carts build one-off.
  const n = codes.length
  const prepared = n <= MAX_PREPARED_CODES
  const values: Record<string, string> = {}
  codes.forEach((code, k) => (values[`code${k}`] = code))
  const codeParams = prepared ? codes.map((_, k) => sql.placeholder(`code${k}`)) : codes
  const queries = () => {
    const products = tableNamed(payload, 'products')
    const p = columnsOf(products, [
      'id',
      'productCode',
      'category',
      'name',
      'taxClass',
      'price',
      'regularPrice',
      'saleStatus',
      '_status',
    ])
    const cycles = tableNamed(payload, 'products_regular_cycles')
    const c = columnsOf(cycles, ['parent', 'value', 'order'])
    const inventory = tableNamed(payload, 'inventory')
    const i = columnsOf(inventory, ['productCode', 'stock'])
    const published = and(eq(p._status as never, 'published'), inArray(p.productCode as never, codeParams))
    return {
      // Stock joined on the product code (a product without an inventory row has none: stock 0).
      products: selectFrom<ProductRow & { stock: number | string | null }>(payload, products, {
        id: p.id,
        productCode: p.productCode,
        category: p.category,
        name: p.name,
        taxClass: p.taxClass,
        price: p.price,
        regularPrice: p.regularPrice,
        saleStatus: p.saleStatus,
        stock: i.stock,
      })
        .leftJoin(inventory, eq(i.productCode as never, p.productCode as never))
        .where(published),
      cycles: selectFrom<{ parent: number; value: RegularCycle }>(payload, cycles, {
        parent: c.parent,
        value: c.value,
      })
        .innerJoin(products, eq(p.id as never, c.parent as never))
        .where(published)
        .orderBy(asc(c.parent as never), asc(c.order as never)),
    }
  }
  const [rows, cycleRows] = prepared
    ? await Promise.all([
        preparedSelect(payload, `sale_terms_${n}`, () => queries().products).execute(values),
        preparedSelect(payload, `sale_cycles_${n}`, () => queries().cycles).execute(values),
      ])
    : await (async () => {
        const q = queries()
        return Promise.all([q.products, q.cycles])
      })()
  const cyclesOf = new Map<number, RegularCycle[]>()
  for (const row of cycleRows) cyclesOf.set(row.parent, [...(cyclesOf.get(row.parent) ?? []), row.value])
  for (const row of rows) {
    out.set(row.productCode, {
      productCode: row.productCode,
      category: row.category,
      name: row.name,
      taxClass: row.taxClass,
      price: Number(row.price),
      regularPrice: row.regularPrice === null ? null : Number(row.regularPrice),
      regularCycles: cyclesOf.get(row.id) ?? [],
      saleStatus: row.saleStatus,
      stock: Math.max(0, Number(row.stock ?? 0)),
    })
  }
  return out
}
