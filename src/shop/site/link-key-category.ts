/**
 * The top category a link key came with (customer state `linkKeyCategory`, spec §3; ADR 015), decided like the
 * top page decides its category (top-category.ts): the page load's `category` query when valid, else the
 * remembered category cookie, else the default. Without a link key there is nothing to attribute: null.
 */
import { resolveTopCategory, type TopCategory } from './top-category'

export function linkKeyCategory(
  linkKey: string | null | undefined,
  queryCategory: string | null | undefined,
  cookieCategory: string | null | undefined,
): TopCategory | null {
  if (!linkKey) return null
  return resolveTopCategory(queryCategory, cookieCategory).category
}
