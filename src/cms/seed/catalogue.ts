/**
 * Seeds the catalogue from content/catalogue/: brands (published), purposes, ingredients, products (published,
 * with an image and relationships resolved by code) and one inventory row per product. Like the rest of the
 * seed it only creates what is missing; stock that orders or staff changed is never reset.
 */
import type { CollectionSlug, Payload } from 'payload'

import type { ProductCategory } from '@/shop/catalogue/codes'

import { readBrands, readProducts, readTaxonomy } from './catalogue-files'
import type { ProductSeed } from './catalogue-schema'
import { ensureProductImage } from './product-images'
import { markdownConverter } from './rich-text'
import { type Log, newCounts, report, seedContext as context, upsert } from './upsert'

/** Image colours of products without a brand. */
const CATEGORY_COLORS: Record<ProductCategory, string> = { supplement: '#b5773b', beautycare: '#c98a9a' }

type Ref = { id: number; category?: ProductCategory; color?: string }

async function codeMap(payload: Payload, collection: CollectionSlug): Promise<Map<string, Ref>> {
  const all = await payload.find({ collection, depth: 0, draft: true, pagination: false })
  return new Map(
    all.docs.map((d) => {
      const doc = d as { id: number; code: string; category?: ProductCategory; color?: string | null }
      return [doc.code, { id: doc.id, category: doc.category, color: doc.color ?? undefined }]
    }),
  )
}

function resolve(
  map: Map<string, Ref>,
  code: string,
  what: string,
  file: string,
  category?: ProductCategory,
) {
  const ref = map.get(code)
  if (!ref) throw new Error(`${file}: unknown ${what} code "${code}"`)
  if (category && ref.category && ref.category !== category)
    throw new Error(`${file}: ${what} "${code}" belongs to ${ref.category}, not ${category}`)
  return ref.id
}

type Refs = { brands: Map<string, Ref>; purposes: Map<string, Ref>; ingredients: Map<string, Ref> }

/** The product's relationships as ids, or an error naming the file and the unknown code. */
function resolveProduct(p: ProductSeed, file: string, refs: Refs) {
  return {
    brand: p.brand === null ? undefined : resolve(refs.brands, p.brand, 'brand', file),
    purposes: p.purposes.map((c) => resolve(refs.purposes, c, 'purpose', file, p.category)),
    ingredients: p.ingredients.map((c) => resolve(refs.ingredients, c, 'ingredient', file, p.category)),
    color:
      p.image.color ?? (p.brand ? refs.brands.get(p.brand)?.color : undefined) ?? CATEGORY_COLORS[p.category],
  }
}

async function createProduct(
  payload: Payload,
  p: ProductSeed,
  resolved: ReturnType<typeof resolveProduct>,
): Promise<boolean> {
  const { color, ...relationships } = resolved
  const image = await ensureProductImage(payload, { ...p, color, shape: p.image.shape })
  const { stock: _stock, image: _image, brand: _brand, ...fields } = p
  await payload.create({
    collection: 'products',
    context,
    data: {
      ...fields,
      ...relationships,
      images: [image.id],
      // A release date means the start of that day in Japan.
      releasedAt: new Date(`${p.releasedAt}T00:00:00+09:00`).toISOString(),
      _status: 'published',
    },
  })
  return image.created
}

export async function seedCatalogue(payload: Payload, log: Log): Promise<void> {
  // Read and validate every file first: a bad file stops the seed before anything is written.
  const brands = readBrands()
  const purposes = readTaxonomy('purposes')
  const ingredients = readTaxonomy('ingredients')
  const products = readProducts()

  const rich = await markdownConverter(payload)
  let c = newCounts()
  for (const b of brands) {
    await upsert(
      payload,
      'brands',
      'code',
      b.code,
      () =>
        payload.create({
          collection: 'brands',
          context,
          data: {
            ...b,
            story: rich(b.story),
            tabs: b.tabs.map((t) => ({
              ...t,
              body: rich(t.body),
              sections: t.sections?.map((s) => ({ ...s, body: rich(s.body) })),
            })),
            _status: 'published',
          },
        }),
      c,
    )
  }
  report(log, 'brands', c)

  for (const [collection, items] of [
    ['purposes', purposes],
    ['ingredients', ingredients],
  ] as const) {
    c = newCounts()
    for (const t of items) {
      await upsert(
        payload,
        collection,
        'code',
        t.code,
        () => payload.create({ collection, context, data: t }),
        c,
      )
    }
    report(log, collection, c)
  }

  const refs = {
    brands: await codeMap(payload, 'brands'),
    purposes: await codeMap(payload, 'purposes'),
    ingredients: await codeMap(payload, 'ingredients'),
  }
  // Resolve every product's codes before creating any, so an unknown code leaves no half-seeded catalogue.
  const resolved = products.map(({ file, product }) => resolveProduct(product, file, refs))
  c = newCounts()
  const images = newCounts()
  for (const [i, { product }] of products.entries()) {
    await upsert(
      payload,
      'products',
      'productCode',
      product.productCode,
      async () => {
        if (await createProduct(payload, product, resolved[i]!)) images.created++
        else images.existing++
      },
      c,
    )
  }
  report(log, 'products', c)
  if (images.created + images.existing > 0) report(log, 'product images', images)

  c = newCounts()
  for (const { product } of products) {
    await upsert(
      payload,
      'inventory',
      'productCode',
      product.productCode,
      () =>
        payload.create({
          collection: 'inventory',
          context,
          data: { productCode: product.productCode, stock: product.stock },
        }),
      c,
    )
  }
  report(log, 'inventory', c)
}
