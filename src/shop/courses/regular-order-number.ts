/**
 * regularOrderNumber (spec §3): the number a member sees for a course — the first order's number with 'R' in
 * place of 'W' and the course's line, e.g. R261123-048213-1. Unique by a database index.
 */
export const REGULAR_ORDER_NUMBER_PATTERN = /^R\d{6}-\d{6}-\d{1,2}$/

export function regularOrderNumberFor(orderNumber: string, lineIndex: number): string {
  return `R${orderNumber.replace(/^W/, '')}-${lineIndex + 1}`
}
