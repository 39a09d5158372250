/**
 * Orders of `GET address/postal-codes/{prefectureName}/{cityName}?sort-method=…` (docs/adr/009-address-lookup.md):
 * - `postal-code`: postal code ascending, then town in Japanese order;
 * - `town`: town name in Japanese collation order (ICU `ja`: kana by reading, kanji by the JIS order ICU uses,
 *   since the data carries no town readings), then postal code. The city-wide code (empty town) comes first.
 */

export const ADDRESS_SORT_METHODS = ['postal-code', 'town'] as const
export type AddressSortMethod = (typeof ADDRESS_SORT_METHODS)[number]

export const ADDRESS_SORT_METHOD_LABELS: Record<AddressSortMethod, string> = {
  'postal-code': '郵便番号順',
  town: '町域名順',
}

export interface PostalCodeEntry {
  postalCode: string
  town: string
}

const collator = new Intl.Collator('ja', { numeric: true })

const byCode = (a: PostalCodeEntry, b: PostalCodeEntry) =>
  a.postalCode < b.postalCode ? -1 : a.postalCode > b.postalCode ? 1 : 0
const byTown = (a: PostalCodeEntry, b: PostalCodeEntry) => collator.compare(a.town, b.town)

const COMPARATORS: Record<AddressSortMethod, (a: PostalCodeEntry, b: PostalCodeEntry) => number> = {
  'postal-code': (a, b) => byCode(a, b) || byTown(a, b),
  town: (a, b) => byTown(a, b) || byCode(a, b),
}

/** A sorted copy; the input is left as it is. */
export function sortPostalCodes<T extends PostalCodeEntry>(
  entries: readonly T[],
  method: AddressSortMethod,
): T[] {
  return [...entries].sort(COMPARATORS[method])
}
