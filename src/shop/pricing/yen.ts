/** Amounts in the pricing module are whole, non-negative yen; anything else is a programming error. */
export function assertYen(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer (yen), got ${String(value)}`)
}

export function assertQuantity(value: number, name = 'quantity'): void {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`${name} must be a positive integer, got ${String(value)}`)
}
