/**
 * Reads the catalogue from the CMS into view models (catalogue-types.ts): published products (or drafts in a
 * staff preview) with their brand, images, purposes, ingredients and stock. The catalogue is small (tens of
 * products), so it is read whole and cached by the caller; filtering and search are pure functions over it.
 */
import type { Payload } from 'payload'

import type { Brand, Ingredient, Media, Product, Purpose } from '@/cms/payload-types'
import { mediaPath } from '@/shop/content/media-path'
import { brandPath, productPath } from '@/shop/content/paths'
import { PUBLIC, published, type ReadMode } from '@/shop/content/read-options'

import type {
  BrandRef,
  Catalogue,
  CatalogueBrand,
  CatalogueProduct,
  CodeLabel,
  ProductImage,
  TaxonomyEntry,
} from './catalogue-types'
import { displayPrice } from './display-price'
import { saleStateOf } from './sale-state'

const MAX_DOCS = 1000

const isObject = <T extends object>(v: number | T | null | undefined): v is T =>
  typeof v === 'object' && v !== null

function imageOf(media: Media): ProductImage | null {
  if (!media.url) return null
  return {
    url: mediaPath(media.url) ?? media.url,
    alt: media.alt,
    width: media.width ?? null,
    height: media.height ?? null,
  }
}

function brandRef(brand: Brand): BrandRef {
  return {
    code: brand.code,
    name: brand.name,
    kind: brand.kind,
    groupKey: brand.groupKey,
    href: brandPath(brand.kind, brand.code),
  }
}

const codeLabel = (t: Purpose | Ingredient): CodeLabel => ({ code: t.code, label: t.name })

/** One product document (depth 1) as the storefront sees it; `stock` from the inventory collection. */
export function toCatalogueProduct(doc: Product, stock: number | undefined): CatalogueProduct {
  const images = (doc.images ?? [])
    .filter(isObject<Media>)
    .map(imageOf)
    .filter((i): i is ProductImage => i !== null)
  const purposes = (doc.purposes ?? []).filter(isObject<Purpose>).map(codeLabel)
  const ingredients = (doc.ingredients ?? []).filter(isObject<Ingredient>).map(codeLabel)
  const cycles = doc.regularCycles ?? []
  const regular =
    doc.regularPrice != null && cycles.length > 0
      ? { price: displayPrice(doc.regularPrice, doc.taxClass), cycles: [...cycles].sort() }
      : null
  return {
    productCode: doc.productCode,
    category: doc.category,
    name: doc.name,
    nameKana: doc.nameKana,
    catchCopy: doc.catchCopy ?? null,
    summary: doc.summary ?? null,
    href: productPath(doc.category, doc.productCode),
    imageUrl: images[0]?.url ?? null,
    imageAlt: images[0]?.alt || doc.name,
    price: displayPrice(doc.price, doc.taxClass),
    regular,
    saleStatus: doc.saleStatus,
    saleState: saleStateOf(doc.saleStatus, stock),
    productClass: doc.productClass,
    brand: isObject<Brand>(doc.brand) ? brandRef(doc.brand) : null,
    purposeCodes: purposes.map((p) => p.code),
    ingredientCodes: ingredients.map((i) => i.code),
    recommendOrder: doc.recommendOrder ?? 100,
    popularity: doc.popularity ?? 0,
    releasedAt: doc.releasedAt,
    description: doc.description ?? null,
    contents: doc.contents ?? null,
    usage: doc.usage ?? null,
    materials: doc.materials ?? null,
    notes: doc.notes ?? null,
    foodLabel: doc.foodLabel ?? 'none',
    notificationNumber: doc.notificationNumber ?? null,
    functionalClaim: doc.functionalClaim ?? null,
    images,
    purposes,
    ingredients,
    isSpecialProduct: doc.isSpecialProduct ?? false,
    searchTerms: doc.searchTerms ?? null,
    mainProductFor: (doc.mainProductFor ?? []).map(({ genderDiv, ageFrom, ageTo }) => ({
      genderDiv,
      ageFrom,
      ageTo,
    })),
  }
}

export async function loadCatalogue(payload: Payload, mode: ReadMode = PUBLIC): Promise<Catalogue> {
  const [products, inventory, purposes, ingredients, brands] = await Promise.all([
    payload.find({
      collection: 'products',
      where: mode.draft ? {} : published,
      draft: mode.draft,
      overrideAccess: mode.draft,
      depth: 1,
      limit: MAX_DOCS,
      sort: ['recommendOrder', 'productCode'],
    }),
    // Stock is staff-only in the CMS; the storefront reads it to show sold-out states.
    payload.find({
      collection: 'inventory',
      overrideAccess: true,
      depth: 0,
      limit: MAX_DOCS,
      select: { productCode: true, stock: true },
    }),
    payload.find({
      collection: 'purposes',
      depth: 0,
      limit: MAX_DOCS,
      sort: ['order', 'code'],
      overrideAccess: false,
    }),
    payload.find({
      collection: 'ingredients',
      depth: 0,
      limit: MAX_DOCS,
      sort: ['order', 'code'],
      overrideAccess: false,
    }),
    payload.find({
      collection: 'brands',
      where: mode.draft ? {} : published,
      draft: mode.draft,
      overrideAccess: mode.draft,
      depth: 0,
      limit: MAX_DOCS,
      sort: 'order',
      select: { code: true, name: true, kind: true, summary: true, tagline: true },
    }),
  ])
  const stock = new Map(inventory.docs.map((row) => [row.productCode, row.stock]))
  const taxonomy = (t: Purpose | Ingredient): TaxonomyEntry => ({ ...codeLabel(t), category: t.category })
  return {
    products: products.docs.map((doc) => toCatalogueProduct(doc, stock.get(doc.productCode))),
    purposes: purposes.docs.map(taxonomy),
    ingredients: ingredients.docs.map(taxonomy),
    brands: brands.docs.map((b): CatalogueBrand => ({
      ...brandRef(b as Brand),
      summary: b.summary ?? null,
      tagline: b.tagline ?? null,
    })),
  }
}
