/**
 * Reads over a loaded catalogue (catalogue-reader.ts): the product list page with its filter options,
 * product detail, products by code and a brand's lineup. Pure, so the cached catalogue serves them all.
 */
import {
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_CLASS_LABELS,
  PRODUCT_CLASSES,
  SORT_CLASSIFICATION_LABELS,
  SORT_CLASSIFICATIONS,
  type ProductCategory,
} from './codes'
import type { Catalogue, CatalogueProduct, CodeLabel, ProductDetail, ProductSummary } from './catalogue-types'
import type { ListQuery } from './list-query'
import { applyListQuery, isListed } from './product-list'

export function toSummary(p: ProductSummary): ProductSummary {
  return {
    productCode: p.productCode,
    category: p.category,
    name: p.name,
    nameKana: p.nameKana,
    catchCopy: p.catchCopy,
    summary: p.summary,
    href: p.href,
    imageUrl: p.imageUrl,
    imageAlt: p.imageAlt,
    price: p.price,
    regular: p.regular,
    saleStatus: p.saleStatus,
    saleState: p.saleState,
    productClass: p.productClass,
    brand: p.brand,
    purposeCodes: p.purposeCodes,
    ingredientCodes: p.ingredientCodes,
    recommendOrder: p.recommendOrder,
    popularity: p.popularity,
    releasedAt: p.releasedAt,
  }
}

export function toDetail(p: CatalogueProduct): ProductDetail {
  // The search aliases and targeting are internal.
  const { searchTerms: _s, mainProductFor: _m, ...detail } = p
  return detail
}

export type ListFilterOptions = {
  purposes: CodeLabel[]
  ingredients: CodeLabel[]
  productClasses: CodeLabel[]
  sorts: CodeLabel[]
}

export function listFilterOptions(catalogue: Catalogue, category: ProductCategory): ListFilterOptions {
  const ofCategory = (list: Catalogue['purposes']) =>
    list.filter((t) => t.category === category).map(({ code, label }) => ({ code, label }))
  return {
    purposes: ofCategory(catalogue.purposes),
    ingredients: ofCategory(catalogue.ingredients),
    productClasses: PRODUCT_CLASSES.map((code) => ({ code, label: PRODUCT_CLASS_LABELS[code] })),
    sorts: SORT_CLASSIFICATIONS.map((code) => ({ code, label: SORT_CLASSIFICATION_LABELS[code] })),
  }
}

export type ProductListPage = {
  category: ProductCategory
  categoryLabel: string
  items: ProductSummary[]
  totalDocs: number
  filters: ListFilterOptions
  applied: {
    purposeCodes: string[]
    ingredientCodes: string[]
    productClassCodes: string[]
    sortClassificationCode: string
    searchKey: string | null
  }
}

export function productListPage(
  catalogue: Catalogue,
  category: ProductCategory,
  q: ListQuery,
): ProductListPage {
  const items = applyListQuery(
    catalogue.products.filter((p) => p.category === category),
    q,
  ).map(toSummary)
  return {
    category,
    categoryLabel: PRODUCT_CATEGORY_LABELS[category],
    items,
    totalDocs: items.length,
    filters: listFilterOptions(catalogue, category),
    applied: {
      purposeCodes: q.purposeCodes,
      ingredientCodes: q.ingredientCodes,
      productClassCodes: q.productClassCodes,
      sortClassificationCode: q.sort,
      searchKey: q.searchKey || null,
    },
  }
}

/** The product at /{category}/{code}/, or null (also when it belongs to the other category). */
export function findProduct(catalogue: Catalogue, category: string, code: string): ProductDetail | null {
  const p = catalogue.products.find((x) => x.productCode === code)
  return p && p.category === category ? toDetail(p) : null
}

/** Summaries in the order asked for; unknown codes are left out, a repeated code is listed once. */
export function productsByCodes(catalogue: Catalogue, codes: readonly string[]): ProductSummary[] {
  const byCode = new Map(catalogue.products.map((p) => [p.productCode, p]))
  return [...new Set(codes)]
    .map((c) => byCode.get(c))
    .filter((p): p is CatalogueProduct => p !== undefined)
    .map(toSummary)
}

/**
 * Products staff picked (a gift guide's recommendations), under the lists' rule (product-list.ts `isListed`): an
 * ended one is left out, a sold-out one stays and its card marks it 在庫切れ.
 */
export function listedByCodes(catalogue: Catalogue, codes: readonly string[]): ProductSummary[] {
  return productsByCodes(catalogue, codes).filter(isListed)
}

/** Products of one brand still on the shelf (not ended), for the brand menu's lineup. */
export function brandLineup(catalogue: Catalogue, brandCode: string): ProductSummary[] {
  return catalogue.products
    .filter((p) => p.brand?.code === brandCode && p.saleStatus !== 'ended')
    .map(toSummary)
}

/** Recommended products of a category for the top page: on the shelf, in recommended order. */
export function recommendedProducts(
  catalogue: Catalogue,
  category: ProductCategory,
  limit: number,
): ProductSummary[] {
  return catalogue.products
    .filter((p) => p.category === category && p.saleStatus !== 'ended')
    .slice(0, limit)
    .map(toSummary)
}
