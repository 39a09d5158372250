import type { Catalogue, CatalogueProduct } from '@/shop/catalogue/catalogue-types'
import { displayPrice } from '@/shop/catalogue/display-price'

let n = 0

export function product(over: Partial<CatalogueProduct> & { productCode: string }): CatalogueProduct {
  n++
  const category = over.category ?? 'supplement'
  return {
    category,
    name: over.productCode,
    nameKana: 'テスト',
    catchCopy: null,
    summary: null,
    href: `/${category}/${over.productCode}/`,
    imageUrl: null,
    imageAlt: over.productCode,
    price: displayPrice(1000 * n, 'food'),
    regular: null,
    saleStatus: 'on-sale',
    saleState: 'available',
    productClass: 'single',
    brand: null,
    purposeCodes: [],
    ingredientCodes: [],
    recommendOrder: 100,
    popularity: 0,
    releasedAt: '2025-01-01T00:00:00.000Z',
    description: null,
    contents: null,
    usage: null,
    materials: null,
    notes: null,
    foodLabel: 'none',
    notificationNumber: null,
    functionalClaim: null,
    images: [],
    purposes: [],
    ingredients: [],
    isSpecialProduct: false,
    searchTerms: null,
    mainProductFor: [],
    ...over,
  }
}

export function catalogue(products: CatalogueProduct[]): Catalogue {
  return {
    products,
    purposes: [
      { code: 'health', label: '健康維持', category: 'supplement' },
      { code: 'skin', label: '肌の潤い', category: 'beautycare' },
    ],
    ingredients: [{ code: 'sesamin', label: 'セサミン', category: 'supplement' }],
    brands: [],
  }
}
