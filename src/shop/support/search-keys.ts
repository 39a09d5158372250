/**
 * The customers' search columns (docs/adr/067-support-customer-search.md): the name, kana and phone folded once
 * when a customer is written, so the support search compares indexed prefixes instead of folding 200,000 rows per
 * query. Written by the collection's beforeChange hook and the migration's backfill, both through this function,
 * so a stored key and a folded query always agree.
 */
import { nameKey, phoneDigits } from './customer-query'

export interface SearchKeySource {
  lastName?: string | null
  firstName?: string | null
  lastNameKana?: string | null
  firstNameKana?: string | null
  phone?: string | null
}

export interface CustomerSearchKeys {
  /** Family + given name, folded: a prefix finds the family name or the full name. */
  searchName: string
  searchNameKana: string
  /** The given name alone, for a query of the given name only (「花子」). */
  searchGivenName: string
  searchGivenNameKana: string
  /** The phone's digits (0312345678). */
  searchPhone: string
}

export function customerSearchKeys(source: SearchKeySource): CustomerSearchKeys {
  const family = nameKey(source.lastName ?? '')
  const given = nameKey(source.firstName ?? '')
  const familyKana = nameKey(source.lastNameKana ?? '')
  const givenKana = nameKey(source.firstNameKana ?? '')
  return {
    searchName: family + given,
    searchNameKana: familyKana + givenKana,
    searchGivenName: given,
    searchGivenNameKana: givenKana,
    searchPhone: phoneDigits(source.phone ?? ''),
  }
}
