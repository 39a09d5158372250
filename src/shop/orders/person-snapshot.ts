/**
 * A member's name, address, phone and email as an order keeps them (the orderer or destination snapshot): the
 * order shows what was true when it was placed, whatever the member changes later. Personal data: never logged.
 */
import type { Customer } from '@/cms/payload-types'

import type { PersonSnapshot } from './place-order'

export type MemberContact = Pick<
  Customer,
  | 'lastName'
  | 'firstName'
  | 'lastNameKana'
  | 'firstNameKana'
  | 'postalCode'
  | 'prefecture'
  | 'city'
  | 'town'
  | 'streetAddress'
  | 'building'
  | 'phone'
  | 'email'
>

export function personSnapshotOf(member: MemberContact): PersonSnapshot {
  return {
    lastName: member.lastName,
    firstName: member.firstName,
    lastNameKana: member.lastNameKana,
    firstNameKana: member.firstNameKana,
    postalCode: member.postalCode,
    prefecture: member.prefecture,
    city: member.city,
    town: member.town ?? null,
    streetAddress: member.streetAddress,
    building: member.building ?? null,
    phone: member.phone,
    email: member.email,
  }
}
