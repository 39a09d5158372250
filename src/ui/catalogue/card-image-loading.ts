/**
 * How a product card's image loads (docs/adr/038-largest-contentful-paint.md): `lcp` is a candidate for the page's
 * largest contentful paint (preloaded from the head with fetchPriority high), `eager` is visible at once on some
 * screen, `lazy` waits until it nears the viewport.
 */
export type CardImageLoading = 'lcp' | 'eager' | 'lazy'

/**
 * Where a grid's first row is:
 * - `first-screen`: in the first screen on a phone too (the top page's おすすめ商品): its first cards are LCP candidates;
 * - `first-screen-wide`: beside the filters on a wide screen, under them on a phone (the product lists): loaded at
 *   once, but not preloaded with high priority, which on a phone would only compete with the first screen's
 *   stylesheets and text (the browser raises the priority of the images it finds in the viewport itself);
 * - `below`: further down on every screen.
 */
export type GridPlacement = 'first-screen' | 'first-screen-wide' | 'below'

/**
 * The grid's widths (ProductCard.module.css: 2 columns to 768 px, 3 to 1024 px, else 4 in at most 1280 px): an
 * upper bound of the card's CSS width, so the browser picks from the spec §9 widths.
 */
export const CARD_IMAGE_SIZES = '(max-width: 768px) 50vw, (max-width: 1024px) 33vw, 300px'

/** A phone's first row (2 columns) holds the LCP candidates; the rest of the widest first row (4) is eager. */
const LCP_CARDS = 2
const FIRST_ROW_CARDS = 4

/** The loading of the card at `index` in a grid placed as `placement`. */
export function cardImageLoading(index: number, placement: GridPlacement): CardImageLoading {
  if (placement === 'below' || index >= FIRST_ROW_CARDS) return 'lazy'
  return placement === 'first-screen' && index < LCP_CARDS ? 'lcp' : 'eager'
}
