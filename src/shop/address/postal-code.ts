/**
 * Japanese postal codes (japan-commerce-rules.md): 7 digits, written NNN-NNNN. Shoppers type them with or
 * without the hyphen, in full-width digits, or with a leading 〒; all of these mean the same code.
 */

/** The canonical form the data and the API use: 7 ASCII digits. */
export const POSTAL_CODE_PATTERN = /^\d{7}$/

/** Hyphen look-alikes a Japanese keyboard or IME produces (after NFKC folds full-width －). */
const HYPHENS = /[‐‑‒–—―−ー－ｰ]/g

/**
 * '1000001', '100-0001', '１００－０００１', '〒100-0001' → '1000001'; anything else → null. The hyphen, when
 * present, must sit after the third digit.
 */
export function normalisePostalCode(input: string): string | null {
  const folded = input.normalize('NFKC').replace(HYPHENS, '-').replace(/^〒/, '').replace(/\s+/g, '')
  const match = /^(\d{3})-?(\d{4})$/.exec(folded)
  return match ? `${match[1]}${match[2]}` : null
}

/** '1000001' → '100-0001', the way codes are shown. */
export function formatPostalCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`
}

/**
 * A postal code as the shop shows it: '1000001' (or any form normalisePostalCode reads) → '〒100-0001'; a code
 * it cannot read is shown as given; '' stays ''.
 */
export function postalCodeText(code: string): string {
  const canonical = normalisePostalCode(code)
  return canonical ? `〒${formatPostalCode(canonical)}` : code
}
