/**
 * How a product card's image loads (docs/adr/038-largest-contentful-paint.md): `lcp` is a candidate for the page's
 * largest contentful paint (preloaded from the head with fetchPriority high), `eager` is visible at once on some
 * screen, `lazy` waits until it nears the viewport.
 */
export type CardImageLoading = 'lcp' | 'eager' | 'lazy'

/**
 * The grid's widths (ProductCard.module.css: 2 columns to 768 px, 3 to 1024 px, else 4 in at most 1280 px): an
 * upper bound of the card's CSS width, so the browser picks from the spec §9 widths.
 */
export const CARD_IMAGE_SIZES = '(max-width: 768px) 50vw, (max-width: 1024px) 33vw, 300px'

/** A phone's first row (2 columns) holds the LCP candidates; the rest of the widest first row (4) is eager. */
const LCP_CARDS = 2
const FIRST_ROW_CARDS = 4

/** The loading of the card at `index` in a grid, whose first row is in the first screen or not. */
export function cardImageLoading(index: number, firstRowAboveFold: boolean): CardImageLoading {
  if (!firstRowAboveFold) return 'lazy'
  return index < LCP_CARDS ? 'lcp' : index < FIRST_ROW_CARDS ? 'eager' : 'lazy'
}
