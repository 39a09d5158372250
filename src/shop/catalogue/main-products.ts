/**
 * Main products (spec §3, GET main-products): the products recommended to a shopper by gender and age, per
 * product division (1 supplement, 2 beauty care).
 */
import { PRODUCT_DIVS, type ProductDiv } from './codes'
import type { CatalogueProduct, MainProductTarget } from './catalogue-types'

export type MainProductEntry = {
  mainProductName: string
  mainProductCode: string
  imageUrl: string | null
  href: string
}

export type MainProducts = { supplement: MainProductEntry[]; beautyCare: MainProductEntry[] }

/** One of the product's targets has the shopper's gender (or '0', either) and an age range holding the age. */
export function isMainProductFor(
  targets: readonly MainProductTarget[],
  genderDiv: '1' | '2',
  age: number,
): boolean {
  return targets.some(
    (t) => (t.genderDiv === genderDiv || t.genderDiv === '0') && t.ageFrom <= age && age <= t.ageTo,
  )
}

export function selectMainProducts(
  products: readonly CatalogueProduct[],
  input: { genderDiv: '1' | '2'; age: number; productDivs: readonly ProductDiv[] },
): MainProducts {
  const divs: readonly ProductDiv[] = input.productDivs.length ? input.productDivs : ['1', '2']
  const categories = new Set(divs.map((d) => PRODUCT_DIVS[d]))
  const entries = (category: 'supplement' | 'beautycare') =>
    categories.has(category)
      ? products
          .filter(
            (p) =>
              p.category === category &&
              p.saleStatus !== 'ended' &&
              isMainProductFor(p.mainProductFor, input.genderDiv, input.age),
          )
          .sort((a, b) => a.recommendOrder - b.recommendOrder)
          .map((p) => ({
            mainProductName: p.name,
            mainProductCode: p.productCode,
            imageUrl: p.imageUrl,
            href: p.href,
          }))
      : []
  return { supplement: entries('supplement'), beautyCare: entries('beautycare') }
}
