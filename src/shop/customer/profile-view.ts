/**
 * A member's registered information as my page shows it and as the change form starts from. Pure: built from
 * the customer record the session resolved. Never the password hash, never the internal flags.
 */
import { dateOnly } from './customer-state'

export interface ProfileRecord {
  lastName: string
  firstName: string
  lastNameKana: string
  firstNameKana: string
  gender: 'Male' | 'Female' | 'X'
  birthDate?: string | null
  postalCode: string
  prefecture: string
  municipalityCode?: string | null
  city: string
  town?: string | null
  streetAddress: string
  building?: string | null
  phone: string
  email: string
  wantsMailMagazine?: boolean | null
}

export interface ProfileView {
  lastName: string
  firstName: string
  lastNameKana: string
  firstNameKana: string
  gender: 'Male' | 'Female' | 'X'
  /** YYYY-MM-DD */
  birthDate: string | null
  postalCode: string
  prefecture: string
  municipalityCode: string | null
  city: string
  town: string | null
  streetAddress: string
  building: string | null
  phone: string
  email: string
  wantsMailMagazine: boolean
}

export function profileView(c: ProfileRecord): ProfileView {
  return {
    lastName: c.lastName,
    firstName: c.firstName,
    lastNameKana: c.lastNameKana,
    firstNameKana: c.firstNameKana,
    gender: c.gender,
    birthDate: dateOnly(c.birthDate),
    postalCode: c.postalCode,
    prefecture: c.prefecture,
    municipalityCode: c.municipalityCode || null,
    city: c.city,
    town: c.town || null,
    streetAddress: c.streetAddress,
    building: c.building || null,
    phone: c.phone,
    email: c.email,
    wantsMailMagazine: c.wantsMailMagazine === true,
  }
}

/** The change form's fields (the registration form's names, spec §3), as text the inputs hold. */
export interface ProfileFormValues {
  lastName: string
  firstName: string
  lastNameKana: string
  firstNameKana: string
  gender: string
  birthYear: string
  birthMonth: string
  birthDay: string
  zipNumber: string
  prefecture: string
  municipalityCode: string
  city: string
  town: string
  streetAddress: string
  buildingName: string
  phoneNumber: string
  wantMailMagazine: boolean
}

export function profileFormValues(view: ProfileView): ProfileFormValues {
  const [year = '', month = '', day = ''] = view.birthDate?.split('-') ?? []
  return {
    lastName: view.lastName,
    firstName: view.firstName,
    lastNameKana: view.lastNameKana,
    firstNameKana: view.firstNameKana,
    gender: view.gender,
    birthYear: year,
    birthMonth: month ? String(Number(month)) : '',
    birthDay: day ? String(Number(day)) : '',
    zipNumber: view.postalCode,
    prefecture: view.prefecture,
    municipalityCode: view.municipalityCode ?? '',
    city: view.city,
    town: view.town ?? '',
    streetAddress: view.streetAddress,
    buildingName: view.building ?? '',
    phoneNumber: view.phone,
    wantMailMagazine: view.wantsMailMagazine,
  }
}
