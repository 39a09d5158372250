import type { Person } from '@/shop/customer/person-address'

/**
 * The wire names a person/address field group reads and writes: one of the two tables of
 * src/shop/customer/person-address.ts (CHECKOUT_NAMES, REGISTRATION_NAMES), prefixed for a second person
 * (checkout's DESTINATION_). The groups never invent names of their own.
 */
export type PersonNames = Readonly<Record<keyof Person, string>>

export function withPrefix(names: PersonNames, prefix: string): PersonNames {
  return Object.fromEntries(Object.entries(names).map(([key, name]) => [key, `${prefix}${name}`])) as Record<
    keyof Person,
    string
  >
}

/** What a group needs from its form: the values under the wire names, and a patch back. */
export interface PersonGroupProps {
  names: PersonNames
  values: Readonly<Record<string, unknown>>
  onChange: (patch: Record<string, string>) => void
  /** The autocomplete section of a second person (`shipping` for checkout's destination). */
  section?: 'shipping'
}

export const textOf = (values: Readonly<Record<string, unknown>>, name: string): string => {
  const value = values[name]
  return typeof value === 'string' ? value : value == null ? '' : String(value)
}

/** An autocomplete token in the group's section. */
export const autoIn = (section: PersonGroupProps['section'], token: string) =>
  section ? `${section} ${token}` : token
