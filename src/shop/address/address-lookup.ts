/**
 * The four address lookups (spec §7) in the shapes the API answers (src/lib/api/calls/address.ts). Inputs are
 * already validated: a normalised postal code, a known prefecture, a sort method of the list.
 */
import { addressBook, type AddressBook } from './address-book'
import { formatPostalCode } from './postal-code'
import type { Prefecture } from './prefectures'
import type { AddressSortMethod } from './sort-methods'

export function lookupAddress(postalCode: string, book: AddressBook = addressBook()) {
  return { postalCode, formatted: formatPostalCode(postalCode), addresses: book.lookup(postalCode) }
}

export function listPrefectures(book: AddressBook = addressBook()) {
  return { prefectures: book.prefectures() }
}

function prefectureInfo(book: AddressBook, prefecture: Prefecture) {
  return book.prefectures().find((p) => p.code === prefecture.code) ?? { ...prefecture, kana: '' }
}

export function listCities(prefecture: Prefecture, book: AddressBook = addressBook()) {
  return { prefecture: prefectureInfo(book, prefecture), cities: book.cities(prefecture) }
}

export function listPostalCodes(
  prefecture: Prefecture,
  cityName: string,
  sortMethod: AddressSortMethod,
  book: AddressBook = addressBook(),
) {
  const { city, entries } = book.postalCodes(prefecture, cityName, sortMethod)
  return {
    prefecture: prefectureInfo(book, prefecture),
    city,
    sortMethod,
    postalCodes: entries.map((e) => ({ ...e, formatted: formatPostalCode(e.postalCode) })),
  }
}
