/**
 * Customer numbers for new members: 8 digits like the numbers the core system issues, drawn at random (not
 * sequential, so a number tells nothing about how many members there are) and kept unique by the database.
 */
import { randomInt } from 'node:crypto'

export function newCustomerNumber(): string {
  // 20000000–99999999: numbers from 1 are those of members moved from the previous system.
  return String(randomInt(20_000_000, 100_000_000))
}
