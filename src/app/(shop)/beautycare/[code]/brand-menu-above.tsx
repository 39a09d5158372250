import type { ProductPageData } from '@/app/_data/catalogue'
import { BrandMenu } from '@/ui/catalogue/brand/BrandMenu'

/** A beauty-care product of a brand shows the brand's menu above it (spec §2). */
export function brandMenuAbove({ product, brandLineup }: ProductPageData) {
  if (!product.brand) return null
  return (
    <BrandMenu
      brand={{ code: product.brand.code, name: product.brand.name }}
      products={brandLineup.map((p) => ({
        productCode: p.productCode,
        name: p.name,
        href: p.href,
        imageUrl: p.imageUrl,
        priceIncludingTax: p.price.includingTax,
      }))}
    />
  )
}
