/** schema.org Product structured data for a product page (price tax-included, JPY). */
import type { ProductDetail } from './catalogue-types'
import { SCHEMA_AVAILABILITY } from './sale-state'

const absolute = (url: string, siteUrl: string) => {
  try {
    return new URL(url, siteUrl).toString()
  } catch {
    return url
  }
}

export function productJsonLd(p: ProductDetail, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.productCode,
    description: p.summary ?? p.catchCopy ?? undefined,
    image: p.images.map((i) => absolute(i.url, siteUrl)),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(p.href, siteUrl),
      price: p.price.includingTax,
      priceCurrency: 'JPY',
      availability: SCHEMA_AVAILABILITY[p.saleState],
      itemCondition: 'https://schema.org/NewCondition',
    },
  }
}
