import { describe, expect, it } from 'vitest'

import { CHECKOUT_DEFAULTS, destinationSchema, ordererSchema } from '@/shop/checkout/checkout-form'
import { destinationOf } from '@/shop/checkout/checkout-sections'
import { memberDataOf } from '@/shop/checkout/order-registration'
import {
  birthDateOf,
  birthDateParts,
  CHECKOUT_NAMES,
  checkoutFieldsOf,
  checkoutOrdererValuesOf,
  customerProfileDataOfRegistration,
  DESTINATION_PREFIX,
  detailsOfCheckout,
  orderPersonOf,
  personOf,
  personOfCheckout,
  personOfRegistration,
  profileFormValuesOf,
  profileViewOf,
  REGISTRATION_NAMES,
  type Person,
} from '@/shop/customer/person-address'
import { profileSchema, profileShape } from '@/shop/customer/registration-schema'

const TODAY = '2026-11-23'

const person: Person = {
  lastName: '森野',
  firstName: '花子',
  lastNameKana: 'モリノ',
  firstNameKana: 'ハナコ',
  postalCode: '1000001',
  prefecture: '東京都',
  municipalityCode: '13101',
  city: '千代田区',
  town: '千代田',
  streetAddress: '1-1',
  building: 'ウェルネスビル101',
  phone: '0312345678',
}

const bare: Person = { ...person, municipalityCode: null, town: null, building: null }

describe('the vocabularies of spec §3', () => {
  it('names every checkout field as the spec does', () => {
    expect(CHECKOUT_NAMES).toEqual({
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
    })
  })

  it('names every registration and customer-call field as the spec does', () => {
    expect(REGISTRATION_NAMES).toEqual({
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
    })
  })

  it('uses only names the forms have: checkout (orderer and DESTINATION_) and registration', () => {
    const checkoutNames = Object.keys(CHECKOUT_DEFAULTS)
    for (const name of Object.values(CHECKOUT_NAMES)) {
      expect(checkoutNames).toContain(name)
      expect(checkoutNames).toContain(`${DESTINATION_PREFIX}${name}`)
    }
    for (const name of Object.values(REGISTRATION_NAMES)) expect(Object.keys(profileShape)).toContain(name)
  })
})

describe('checkout', () => {
  it('writes a person under the orderer names, with the prefecture code the select holds', () => {
    expect(checkoutFieldsOf(person)).toEqual({
      LAST_NAME: '森野',
      FIRST_NAME: '花子',
      LAST_NAME_KANA: 'モリノ',
      FIRST_NAME_KANA: 'ハナコ',
      ZIP_NUMBER: '1000001',
      PREFECTURES: '13',
      PREFECTURE: '東京都',
      MUNICIPALITY_CODE: '13101',
      CITY: '千代田区',
      TOWN: '千代田',
      STREET_ADDRESS: '1-1',
      BUILDING_NAME: 'ウェルネスビル101',
      PHONE_NUMBER: '0312345678',
    })
  })

  it('writes the destination prefixed, and empty optional text as empty strings', () => {
    expect(checkoutFieldsOf(bare, DESTINATION_PREFIX)).toEqual({
      DESTINATION_LAST_NAME: '森野',
      DESTINATION_FIRST_NAME: '花子',
      DESTINATION_LAST_NAME_KANA: 'モリノ',
      DESTINATION_FIRST_NAME_KANA: 'ハナコ',
      DESTINATION_ZIP_NUMBER: '1000001',
      DESTINATION_PREFECTURES: '13',
      DESTINATION_PREFECTURE: '東京都',
      DESTINATION_MUNICIPALITY_CODE: '',
      DESTINATION_CITY: '千代田区',
      DESTINATION_TOWN: '',
      DESTINATION_STREET_ADDRESS: '1-1',
      DESTINATION_BUILDING_NAME: '',
      DESTINATION_PHONE_NUMBER: '0312345678',
    })
  })

  it('keeps an unknown prefecture name and leaves its code empty', () => {
    expect(checkoutFieldsOf({ ...person, prefecture: '東京' })).toMatchObject({
      PREFECTURES: '',
      PREFECTURE: '東京',
    })
  })

  it('reads back what it wrote, orderer and destination, empty text as null', () => {
    expect(personOfCheckout(checkoutFieldsOf(person))).toEqual(person)
    expect(personOfCheckout(checkoutFieldsOf(bare))).toEqual(bare)
    expect(personOfCheckout(checkoutFieldsOf(person, DESTINATION_PREFIX), DESTINATION_PREFIX)).toEqual(person)
    expect(personOfCheckout(checkoutFieldsOf(bare, DESTINATION_PREFIX), DESTINATION_PREFIX)).toEqual(bare)
  })

  it('round-trips through the schemas, which fold the kana, the digits and the postal code', () => {
    const typed = {
      ...checkoutFieldsOf(person),
      LAST_NAME_KANA: 'もりの',
      FIRST_NAME_KANA: 'ﾊﾅｺ',
      ZIP_NUMBER: '１００－０００１',
      PHONE_NUMBER: '03-1234-5678',
    }
    // The mapping itself never folds: that stays in person-fields.ts.
    expect(personOfCheckout(typed).lastNameKana).toBe('もりの')
    const orderer = ordererSchema({ today: TODAY }).parse({
      ...typed,
      EMAIL1: 'hanako@example.jp',
      EMAIL2: 'hanako@example.jp',
    })
    expect(personOfCheckout(orderer)).toEqual(person)

    const destination = destinationSchema().parse({
      DESTINATION: '1',
      ...checkoutFieldsOf(bare, DESTINATION_PREFIX),
      DESTINATION_LAST_NAME_KANA: 'もりの',
    })
    expect(destination.address && personOfCheckout(destination.address, DESTINATION_PREFIX)).toEqual(bare)
    const ordered = orderPersonOf(person, 'hanako@example.jp')
    expect(destinationOf(destination, ordered)).toEqual({
      ...orderPersonOf(bare, null),
    })
    expect(destinationOf({ DESTINATION: '0', address: null }, ordered)).toEqual({ ...ordered, email: null })
  })

  it('fills a member orderer with the birth date as three selects and the email twice', () => {
    expect(
      checkoutOrdererValuesOf({
        ...person,
        gender: 'Female',
        birthDate: '1989-01-08',
        email: 'h@example.jp',
      }),
    ).toEqual({
      ...checkoutFieldsOf(person),
      GENDER: 'Female',
      BIRTH_YEAR: '1989',
      BIRTH_MONTH: '1',
      BIRTH_DAY: '8',
      EMAIL1: 'h@example.jp',
      EMAIL2: 'h@example.jp',
    })
    expect(checkoutOrdererValuesOf({ ...person, email: 'h@example.jp' })).toMatchObject({
      GENDER: '',
      BIRTH_YEAR: '',
      BIRTH_MONTH: '',
      BIRTH_DAY: '',
    })
  })

  it("reads a guest's optional gender and birth date: all three parts or none", () => {
    const none = { GENDER: '' as const, BIRTH_YEAR: null, BIRTH_MONTH: null, BIRTH_DAY: null }
    expect(detailsOfCheckout(none)).toEqual({ gender: null, birthDate: null })
    expect(detailsOfCheckout({ GENDER: 'X', BIRTH_YEAR: 1990, BIRTH_MONTH: 2, BIRTH_DAY: 3 })).toEqual({
      gender: 'X',
      birthDate: '1990-02-03',
    })
    expect(detailsOfCheckout({ ...none, BIRTH_YEAR: 1990 }).birthDate).toBeNull()
  })

  it('makes the customer record of a guest who registers while ordering', () => {
    const orderer = ordererSchema({ today: TODAY }).parse({
      ...checkoutFieldsOf(bare),
      GENDER: 'Male',
      BIRTH_YEAR: '1980',
      BIRTH_MONTH: '4',
      BIRTH_DAY: '9',
      EMAIL1: 'Ichiro@Example.jp',
      EMAIL2: 'ichiro@example.jp',
    })
    expect(memberDataOf({ ...orderer, PASSWORD: 'x', AGREE_TERMS: true, registering: true }, ['2'])).toEqual({
      ...bare,
      gender: 'Male',
      birthDate: '1980-04-09',
      email: 'ichiro@example.jp',
      wantsMailMagazine: true,
    })
  })
})

describe('orders and stored records', () => {
  it('keeps on an order what the order stores: no municipality code, the email given', () => {
    const { municipalityCode: _code, ...rest } = person
    expect(orderPersonOf(person, null)).toEqual({ ...rest, email: null })
    expect(orderPersonOf({ ...bare, town: undefined, building: '' }, 'a@example.jp')).toEqual({
      ...rest,
      town: null,
      building: null,
      email: 'a@example.jp',
    })
  })

  it('reads a stored record with missing or empty optional text as null', () => {
    expect(personOf({ ...person, municipalityCode: '', town: undefined, building: null })).toEqual(bare)
  })
})

describe('registration and the customer calls', () => {
  const record = {
    ...person,
    gender: 'Female' as const,
    birthDate: '1989-01-08T00:00:00.000Z',
    email: 'hanako@example.jp',
    wantsMailMagazine: true,
    // A stored record has more: none of it may reach the view.
    passwordHash: 'secret',
  }

  it('shows the record under the domain names only', () => {
    expect(profileViewOf(record)).toEqual({
      ...person,
      gender: 'Female',
      birthDate: '1989-01-08',
      email: 'hanako@example.jp',
      wantsMailMagazine: true,
    })
  })

  it('fills the change form under the registration names', () => {
    expect(profileFormValuesOf(profileViewOf(record))).toEqual({
      lastName: '森野',
      firstName: '花子',
      lastNameKana: 'モリノ',
      firstNameKana: 'ハナコ',
      gender: 'Female',
      birthYear: '1989',
      birthMonth: '1',
      birthDay: '8',
      zipNumber: '1000001',
      prefecture: '東京都',
      municipalityCode: '13101',
      city: '千代田区',
      town: '千代田',
      streetAddress: '1-1',
      buildingName: 'ウェルネスビル101',
      phoneNumber: '0312345678',
      wantMailMagazine: true,
    })
  })

  it('round-trips record → form → schema → record, empty text included', () => {
    for (const p of [person, bare]) {
      const view = profileViewOf({ ...record, ...p })
      const parsed = profileSchema.parse(profileFormValuesOf(view))
      expect(customerProfileDataOfRegistration(parsed)).toEqual({
        ...p,
        gender: 'Female',
        birthDate: '1989-01-08',
        wantsMailMagazine: true,
      })
    }
  })

  it('leaves kana folding to the schema', () => {
    const values = { ...profileFormValuesOf(profileViewOf(record)), lastNameKana: 'もりの' }
    expect(personOfRegistration(values).lastNameKana).toBe('もりの')
    expect(personOfRegistration(profileSchema.parse(values)).lastNameKana).toBe('モリノ')
  })
})

describe('birth dates', () => {
  it('joins three parts and splits a stored date for the selects', () => {
    expect(birthDateOf(1989, 1, 8)).toBe('1989-01-08')
    expect(birthDateOf(1989, null, 8)).toBeNull()
    expect(birthDateParts('1989-01-08T00:00:00.000Z')).toEqual({ year: '1989', month: '1', day: '8' })
    expect(birthDateParts(null)).toEqual({ year: '', month: '', day: '' })
  })
})
