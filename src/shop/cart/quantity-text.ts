/**
 * A quantity as a person types it: half- or full-width digits, spaces around. The product page's and the cart's
 * steppers read it in the browser, their plain forms on the server (docs/adr/059).
 */
export function parseQuantity(text: string): number | null {
  const digits = text.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
  return /^\d{1,6}$/.test(digits) ? Number(digits) : null
}
