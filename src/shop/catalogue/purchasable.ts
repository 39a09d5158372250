/**
 * What the cart, checkout and order code need to know about products to sell them: prices, tax class, cycles,
 * sale status and stock (from `inventory`, docs/adr/007-catalogue-model.md). Published products only.
 */
import type { Payload } from 'payload'

import type { Media, Product } from '@/cms/payload-types'
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
