/**
 * The guest cart meets the member's cart at sign-in (ADR 010). Pure: lines of the same product and purchase
 * method add up to at most the line limit; new lines are appended while the cart has room (the rest are
 * dropped). Stock and sale status are checked again by the cart view, which marks lines that cannot be bought.
 */
import type { CartLineRecord } from './cart-rules'
import { lineIdOf } from './cart-rules'
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES } from './limits'

export function mergeCartLines(
  memberLines: readonly CartLineRecord[],
  guestLines: readonly CartLineRecord[],
): CartLineRecord[] {
  const merged = memberLines.map((l) => ({ ...l }))
  for (const line of guestLines) {
    const held = merged.find((l) => lineIdOf(l) === lineIdOf(line))
    if (held) held.quantity = Math.min(CART_LINE_MAX_QUANTITY, held.quantity + line.quantity)
    else if (merged.length < CART_MAX_LINES)
      merged.push({ ...line, quantity: Math.min(CART_LINE_MAX_QUANTITY, line.quantity) })
  }
  return merged
}
