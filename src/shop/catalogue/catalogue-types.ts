/**
 * The catalogue as the storefront and the API read it: plain, serialisable view models built once from the CMS
 * (catalogue-reader.ts) and cached whole, so lists, search and detail are pure functions over them.
 */
import type { BrandKind, ProductCategory, ProductClass, RegularCycle, SaleStatus } from './codes'
import type { DisplayPrice } from './display-price'
import type { SaleState } from './sale-state'

export type CodeLabel = { code: string; label: string }

export type TaxonomyEntry = CodeLabel & { category: ProductCategory }

/** `groupKey`: the brand's inquiry-line group (site settings' brandGroups, inquiry-phone.ts brandLineOf). */
export type BrandRef = { code: string; name: string; kind: BrandKind; groupKey: string; href: string }

export type CatalogueBrand = BrandRef & { summary: string | null; tagline: string | null }

export type ProductImage = {
  url: string
  alt: string
  width: number | null
  height: number | null
}

/** Regular delivery, when the product offers it: its price and the cycles (months) to choose from. */
export type RegularOffer = { price: DisplayPrice; cycles: RegularCycle[] }

/** What a product card and the product APIs show. */
export interface ProductSummary {
  productCode: string
  category: ProductCategory
  name: string
  nameKana: string
  catchCopy: string | null
  summary: string | null
  href: string
  imageUrl: string | null
  imageAlt: string
  price: DisplayPrice
  regular: RegularOffer | null
  saleStatus: SaleStatus
  saleState: SaleState
  productClass: ProductClass
  brand: BrandRef | null
  purposeCodes: string[]
  ingredientCodes: string[]
  recommendOrder: number
  popularity: number
  releasedAt: string
}

export type FoodLabel = 'none' | 'ffc' | 'fnfc'

/** The detail page's product. */
export interface ProductDetail extends ProductSummary {
  description: string | null
  contents: string | null
  usage: string | null
  materials: string | null
  notes: string | null
  foodLabel: FoodLabel
  notificationNumber: string | null
  functionalClaim: string | null
  images: ProductImage[]
  purposes: CodeLabel[]
  ingredients: CodeLabel[]
  isSpecialProduct: boolean
}

export type MainProductTarget = { genderDiv: '0' | '1' | '2'; ageFrom: number; ageTo: number }

/** Internal: what search and main-product matching need besides the detail. */
export interface CatalogueProduct extends ProductDetail {
  searchTerms: string | null
  mainProductFor: MainProductTarget[]
}

export interface Catalogue {
  /** Published products, in recommended order. */
  products: CatalogueProduct[]
  purposes: TaxonomyEntry[]
  ingredients: TaxonomyEntry[]
  brands: CatalogueBrand[]
}
