/**
 * What a piece of copy is about, for the advertising-law check (issue 27 §2): the kinds of product it speaks for and
 * the 届出表示 of the 機能性表示食品 among them. A 機能性表示食品 is its own kind (the check's food rules list it
 * where they apply to it), so that its notified claim can license exactly what was notified.
 */
import type { CopyContext, ProductKind } from '@/shop/ad-review'

export type ProductFacts = {
  category?: string | null
  /** 医薬部外品 (a medicated toothpaste, a whitening serum): its approved efficacy may be stated. */
  quasiDrug?: boolean | null
  foodLabel?: string | null
  functionalClaim?: string | null
}

/** The kind of one catalogue product: a 医薬部外品, else skincare is a cosmetic, a supplement a food or a 機能性表示食品. */
export function productKindOf(product: ProductFacts): ProductKind {
  if (product.quasiDrug) return 'quasiDrug'
  if (product.category === 'beautycare') return 'cosmetic'
  return product.foodLabel === 'ffc' ? 'functional' : 'food'
}

/** A column's theme (健康 / スキンケア). */
export const columnKindOf = (category: string | null | undefined): ProductKind =>
  category === 'skincare' ? 'cosmetic' : 'food'

/** A brand's kind (サプリメント / スキンケア). */
export const brandKindOf = (kind: string | null | undefined): ProductKind =>
  kind === 'skincare' ? 'cosmetic' : 'food'

/**
 * The context of copy about these products. None: copy tied to no product (a general column), which the check
 * reads in its strictest way (every rule applies).
 */
export function copyContextOf(
  products: readonly ProductFacts[],
  extraKinds: readonly ProductKind[] = [],
): CopyContext {
  const kinds = new Set<ProductKind>(extraKinds)
  const claims: string[] = []
  for (const product of products) {
    const kind = productKindOf(product)
    kinds.add(kind)
    if (kind === 'functional' && product.functionalClaim?.trim()) claims.push(product.functionalClaim.trim())
  }
  return { productKinds: [...kinds], notifiedClaims: claims }
}
