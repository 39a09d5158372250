/** The button appears once the reader is this far down (px). */
export const BACK_TO_TOP_THRESHOLD = 300

export function shouldShowBackToTop(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD
}
