/**
 * A member's main products in the customer state (spec §3, ADR 015): the GET main-products rule
 * (src/shop/catalogue/main-products.ts) applied to the member's own gender and age. Pure: the route passes the
 * catalogue and the clock.
 *
 * Gender 'X' or a missing/unusable birth date gives empty lists: the rule is keyed by male/female and an age,
 * and guessing either would recommend products aimed at someone else.
 */
import type { CatalogueProduct } from '@/shop/catalogue/catalogue-types'
import { selectMainProducts } from '@/shop/catalogue/main-products'
import { japanDate } from '@/shop/calendar/japan-date'

import { dateOnly } from './customer-state'

export type MainProductRef = { mainProductName: string; mainProductCode: string }
export type MemberMainProducts = { beautyCare: MainProductRef[]; supplement: MainProductRef[] }

export const NO_MAIN_PRODUCTS: MemberMainProducts = { beautyCare: [], supplement: [] }

function genderDivOf(gender: string | null | undefined): '1' | '2' | null {
  return gender === 'Male' ? '1' : gender === 'Female' ? '2' : null
}

/** Full years from `birthDate` to `today` (both 'YYYY-MM-DD'); null for a date in the future or unreadable. */
export function ageOn(birthDate: string, today: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate)
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today)
  if (!b || !t) return null
  const years = Number(t[1]) - Number(b[1])
  // 'MM-DD' strings compare in calendar order.
  const hadBirthday = `${t[2]}-${t[3]}` >= `${b[2]}-${b[3]}`
  const age = hadBirthday ? years : years - 1
  return age >= 0 ? age : null
}

export function memberMainProducts(
  customer: { gender?: string | null; birthDate?: string | null },
  products: readonly CatalogueProduct[],
  now: Date,
): MemberMainProducts {
  const genderDiv = genderDivOf(customer.gender)
  const birthDate = dateOnly(customer.birthDate)
  const age = birthDate ? ageOn(birthDate, japanDate(now)) : null
  if (!genderDiv || age === null) return NO_MAIN_PRODUCTS
  const selected = selectMainProducts(products, { genderDiv, age, productDivs: [] })
  const refs = (entries: readonly MainProductRef[]): MainProductRef[] =>
    entries.map(({ mainProductName, mainProductCode }) => ({ mainProductName, mainProductCode }))
  return { beautyCare: refs(selected.beautyCare), supplement: refs(selected.supplement) }
}

/** Whether the member's state needs the catalogue at all (guests and 'X' members do not). */
export function needsMainProducts(customer: { gender?: string | null; birthDate?: string | null }): boolean {
  return genderDivOf(customer.gender) !== null && dateOnly(customer.birthDate) !== null
}
