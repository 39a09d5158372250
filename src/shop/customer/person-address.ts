/**
 * One person/address vocabulary (ADR 028). The domain's names are those the `customers` collection and the
 * orders' orderer/destination store (postalCode, building, phone …). Spec §3 has two wire vocabularies for the
 * same fields, kept unchanged as the API contract:
 * - checkout: upper case (ZIP_NUMBER, BUILDING_NAME …), the destination's prefixed DESTINATION_;
 * - registration and the customer calls: camelCase (zipNumber, buildingName, phoneNumber …).
 * Every mapping between them is here, driven by the two name tables. Pure and never validating: values are taken
 * as the schemas (person-fields.ts) left them, kana folded and digits only; optional text is '' on the wire and
 * null in the domain.
 */
import { findPrefecture } from '@/shop/address/prefectures'

import { dateOnly } from './customer-state'

export type Gender = 'Male' | 'Female' | 'X'

/** Name, address and phone of one person, under the domain's names. */
export interface Person {
  lastName: string
  firstName: string
  lastNameKana: string
  firstNameKana: string
  /** 7 digits, no hyphen. */
  postalCode: string
  /** The prefecture's name (東京都). */
  prefecture: string
  /** The municipality's JIS code from the address lookup; null when typed by hand. */
  municipalityCode: string | null
  city: string
  town: string | null
  streetAddress: string
  building: string | null
  phone: string
}

/** The same as a stored record: optional text may be missing, null or ''. */
export type PersonRecord = Omit<Person, 'municipalityCode' | 'town' | 'building'> & {
  municipalityCode?: string | null
  town?: string | null
  building?: string | null
}

/** Gender and birth date ('YYYY-MM-DD'): a member's, or a guest orderer's when given. */
export interface PersonDetails {
  gender: Gender | null
  birthDate: string | null
}

/** A member's registered information as my page shows it (PUT customer's answer, profileViewSchema). */
export interface ProfileView extends Person {
  gender: Gender
  birthDate: string | null
  email: string
  wantsMailMagazine: boolean
}

/** A customer record as Payload returns it. */
export type ProfileRecord = PersonRecord & {
  gender: Gender
  birthDate?: string | null
  email: string
  wantsMailMagazine?: boolean | null
}

/** The profile part a customer record is written with (registration, customer changes, checkout registration). */
export type CustomerProfileData = Person & {
  gender: Gender
  birthDate: string | null
  wantsMailMagazine: boolean
}

/** What an order keeps of its orderer and destination (orders.orderer / .destination; email: orderer only). */
export type OrderPerson = Omit<Person, 'municipalityCode'> & { email: string | null }

const PERSON_KEYS = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'postalCode',
  'prefecture',
  'municipalityCode',
  'city',
  'town',
  'streetAddress',
  'building',
  'phone',
] as const satisfies readonly (keyof Person)[]

/** Optional in the domain: '' on the wire is null here. */
const NULLABLE: ReadonlySet<keyof Person> = new Set(['municipalityCode', 'town', 'building'])

/** Checkout's names (spec §3), for the orderer as they are and for the destination prefixed DESTINATION_. */
export const CHECKOUT_NAMES = {
  lastName: 'LAST_NAME',
  firstName: 'FIRST_NAME',
  lastNameKana: 'LAST_NAME_KANA',
  firstNameKana: 'FIRST_NAME_KANA',
  postalCode: 'ZIP_NUMBER',
  prefecture: 'PREFECTURE',
  municipalityCode: 'MUNICIPALITY_CODE',
  city: 'CITY',
  town: 'TOWN',
  streetAddress: 'STREET_ADDRESS',
  building: 'BUILDING_NAME',
  phone: 'PHONE_NUMBER',
} as const satisfies Record<keyof Person, string>

/** Registration's and the customer calls' names (spec §3). */
export const REGISTRATION_NAMES = {
  lastName: 'lastName',
  firstName: 'firstName',
  lastNameKana: 'lastNameKana',
  firstNameKana: 'firstNameKana',
  postalCode: 'zipNumber',
  prefecture: 'prefecture',
  municipalityCode: 'municipalityCode',
  city: 'city',
  town: 'town',
  streetAddress: 'streetAddress',
  building: 'buildingName',
  phone: 'phoneNumber',
} as const satisfies Record<keyof Person, string>

type Names = Record<keyof Person, string>
type WireOf<N extends Names> = { [K in keyof Person as N[K]]: string }

/** The person's fields under checkout's names, as text. */
export type CheckoutPersonFields = WireOf<typeof CHECKOUT_NAMES>
/** The person's fields under registration's names, as text. */
export type RegistrationPersonFields = WireOf<typeof REGISTRATION_NAMES>

export type Prefixed<T, P extends string> = { [K in keyof T & string as `${P}${K}`]: T[K] }
export function prefixed<P extends string, T extends Record<string, unknown>>(
  prefix: P,
  fields: T,
): Prefixed<T, P> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${prefix}${k}`, v])) as Prefixed<T, P>
}

/** The checkout prefix of the destination's fields. */
export const DESTINATION_PREFIX = 'DESTINATION_'

function toWire<N extends Names>(names: N, p: PersonRecord, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of PERSON_KEYS) out[`${prefix}${names[key]}`] = p[key] ?? ''
  return out
}

function fromWire(names: Names, v: Readonly<Record<string, unknown>>, prefix = ''): Person {
  const record: Record<string, string> = {}
  for (const key of PERSON_KEYS) {
    const value = v[`${prefix}${names[key]}`]
    record[key] = typeof value === 'string' ? value : ''
  }
  return personOf(record as PersonRecord)
}

/** A stored record (or a wire form read under domain names) with optional text as null. */
export function personOf(r: PersonRecord): Person {
  const out: Record<string, string | null> = {}
  for (const key of PERSON_KEYS) {
    const text = r[key] ?? ''
    out[key] = NULLABLE.has(key) ? text || null : text
  }
  return out as unknown as Person
}

/** What an order keeps of a person. */
export function orderPersonOf(p: PersonRecord, email: string | null): OrderPerson {
  const { municipalityCode: _dropped, ...person } = personOf(p)
  return { ...person, email }
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** Three date parts as 'YYYY-MM-DD'; null unless all three are given. */
export function birthDateOf(year: number | null, month: number | null, day: number | null): string | null {
  return year !== null && month !== null && day !== null ? `${year}-${pad2(month)}-${pad2(day)}` : null
}

/** 'YYYY-MM-DD' (or a stored timestamp) as the form's three selects: '1989', '1', '8'; '' when unknown. */
export function birthDateParts(date: string | null | undefined): {
  year: string
  month: string
  day: string
} {
  const [year = '', month = '', day = ''] = dateOnly(date)?.split('-') ?? []
  return { year, month: month ? String(Number(month)) : '', day: day ? String(Number(day)) : '' }
}

/** The customer record's profile fields. */
export function customerProfileDataOf(
  p: PersonRecord,
  details: { gender: Gender; birthDate: string | null },
  wantsMailMagazine: boolean,
): CustomerProfileData {
  return { ...personOf(p), gender: details.gender, birthDate: details.birthDate, wantsMailMagazine }
}

/** A customer record as my page shows it: calendar dates, optional text null, never the internal fields. */
export function profileViewOf(c: ProfileRecord): ProfileView {
  return {
    ...personOf(c),
    gender: c.gender,
    birthDate: dateOnly(c.birthDate),
    email: c.email,
    wantsMailMagazine: c.wantsMailMagazine === true,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Registration and the customer calls (camelCase)

/** The registration profile as its schema returns it (registration-schema.ts `Profile`). */
export type RegistrationProfile = RegistrationPersonFields & {
  gender: Gender
  birthYear: number
  birthMonth: number
  birthDay: number
  wantMailMagazine: boolean
}

/** The change form's fields (the registration form's names), as text the inputs hold. */
export type ProfileFormValues = RegistrationPersonFields & {
  gender: string
  birthYear: string
  birthMonth: string
  birthDay: string
  wantMailMagazine: boolean
}

export function personOfRegistration(r: RegistrationPersonFields): Person {
  return fromWire(REGISTRATION_NAMES, r)
}

/** The customer record's profile fields from a validated registration or customer change. */
export function customerProfileDataOfRegistration(r: RegistrationProfile): CustomerProfileData {
  return customerProfileDataOf(
    personOfRegistration(r),
    { gender: r.gender, birthDate: birthDateOf(r.birthYear, r.birthMonth, r.birthDay) },
    r.wantMailMagazine,
  )
}

/** My page's change form filled from the registered information. */
export function profileFormValuesOf(view: ProfileView): ProfileFormValues {
  const birth = birthDateParts(view.birthDate)
  return {
    ...(toWire(REGISTRATION_NAMES, view) as RegistrationPersonFields),
    gender: view.gender,
    birthYear: birth.year,
    birthMonth: birth.month,
    birthDay: birth.day,
    wantMailMagazine: view.wantsMailMagazine,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Checkout (upper case; the destination prefixed DESTINATION_)

/** The person's checkout fields with PREFECTURES, the prefecture's JIS code the select holds ('13'). */
export type CheckoutAddressValues = CheckoutPersonFields & { PREFECTURES: string }

/** Checkout's person fields of `p` (prefix '' for the orderer, DESTINATION_ for the destination). */
export function checkoutFieldsOf(p: PersonRecord): CheckoutAddressValues
export function checkoutFieldsOf(
  p: PersonRecord,
  prefix: typeof DESTINATION_PREFIX,
): Prefixed<CheckoutAddressValues, typeof DESTINATION_PREFIX>
export function checkoutFieldsOf(p: PersonRecord, prefix = ''): Record<string, string> {
  const found = findPrefecture(p.prefecture)
  return {
    ...toWire(CHECKOUT_NAMES, p, prefix),
    [`${prefix}PREFECTURES`]: found?.code ?? '',
    [`${prefix}${CHECKOUT_NAMES.prefecture}`]: found?.name ?? p.prefecture,
  }
}

/** The orderer's fields of the checkout form filled from a member's profile (a member skips shopping01). */
export function checkoutOrdererValuesOf(
  p: PersonRecord & { gender?: string | null; birthDate?: string | null; email: string },
) {
  const birth = birthDateParts(p.birthDate)
  return {
    ...checkoutFieldsOf(p),
    GENDER: p.gender ?? '',
    BIRTH_YEAR: birth.year,
    BIRTH_MONTH: birth.month,
    BIRTH_DAY: birth.day,
    EMAIL1: p.email,
    EMAIL2: p.email,
  }
}

/** The person of a validated checkout section (the orderer's, or the destination's with its prefix). */
export function personOfCheckout(v: CheckoutPersonFields): Person
export function personOfCheckout(
  v: Prefixed<CheckoutPersonFields, typeof DESTINATION_PREFIX>,
  prefix: typeof DESTINATION_PREFIX,
): Person
export function personOfCheckout(v: Readonly<Record<string, unknown>>, prefix = ''): Person {
  return fromWire(CHECKOUT_NAMES, v, prefix)
}

/** A guest orderer's optional gender and birth date (GENDER '' and missing parts are null). */
export function detailsOfCheckout(o: {
  GENDER: '' | Gender
  BIRTH_YEAR: number | null
  BIRTH_MONTH: number | null
  BIRTH_DAY: number | null
}): PersonDetails {
  return { gender: o.GENDER || null, birthDate: birthDateOf(o.BIRTH_YEAR, o.BIRTH_MONTH, o.BIRTH_DAY) }
}
