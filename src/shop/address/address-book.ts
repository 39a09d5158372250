/**
 * Address lookup over Japan Post data (spec §7 `address/…` calls, docs/adr/009-address-lookup.md): by postal
 * code, the prefectures, the municipalities of a prefecture, the postal codes of a municipality. The indexes by
 * prefecture and municipality are built from the data once, on the first call that needs them.
 */
import { ApiError } from '@/lib/api/errors'

import { readJapanPostData, type CityRecord, type JapanPostData } from './japan-post-data'
import { PREFECTURES, type Prefecture } from './prefectures'
import { sortPostalCodes, type AddressSortMethod, type PostalCodeEntry } from './sort-methods'

export const ADDRESS_MESSAGES = {
  postalCodeNotFound: '郵便番号に該当する住所が見つかりませんでした',
  cityNotFound: '指定された市区町村が見つかりませんでした',
} as const

export interface PrefectureInfo extends Prefecture {
  kana: string
}

export interface AddressMatch {
  prefecture: PrefectureInfo
  city: CityRecord
  /** '' when the code covers the whole municipality. */
  town: string
}

export interface AddressBook {
  /** The addresses of a normalised 7-digit code (several towns, even two municipalities, may share one). */
  lookup(postalCode: string): AddressMatch[]
  prefectures(): PrefectureInfo[]
  /** In municipality-code order (JIS X 0402), the official listing order. */
  cities(prefecture: Prefecture): CityRecord[]
  /** One entry per (postal code, town) pair of the municipality named as `cities` lists it. */
  postalCodes(
    prefecture: Prefecture,
    cityName: string,
    sortMethod: AddressSortMethod,
  ): { city: CityRecord; entries: PostalCodeEntry[] }
}

/** ヶ/ケ and ヵ/カ are written both ways in place names (龍ケ崎市, 龍ヶ崎市). */
const cityKey = (name: string) => name.normalize('NFKC').trim().replace(/ヶ/g, 'ケ').replace(/ヵ/g, 'カ')

export function createAddressBook(data: JapanPostData): AddressBook {
  const prefectureInfo = new Map<string, PrefectureInfo>(
    PREFECTURES.map((p) => [p.code, { ...p, kana: data.prefectureKana.get(p.code) ?? '' }]),
  )

  let citiesByPrefecture: Map<string, CityRecord[]> | undefined
  const cityIndex = () => {
    if (citiesByPrefecture) return citiesByPrefecture
    const index = new Map<string, CityRecord[]>()
    for (const city of [...data.cities.values()].sort((a, b) => (a.code < b.code ? -1 : 1))) {
      const list = index.get(city.code.slice(0, 2)) ?? []
      list.push(city)
      index.set(city.code.slice(0, 2), list)
    }
    return (citiesByPrefecture = index)
  }

  let entriesByCity: Map<string, PostalCodeEntry[]> | undefined
  const postalCodeIndex = () => {
    if (entriesByCity) return entriesByCity
    const index = new Map<string, PostalCodeEntry[]>()
    for (const postalCode of data.postalCodes)
      for (const row of data.rowsFor(postalCode)) {
        const list = index.get(row.cityCode) ?? []
        list.push({ postalCode, town: row.town })
        index.set(row.cityCode, list)
      }
    return (entriesByCity = index)
  }

  return {
    lookup(postalCode) {
      const matches: AddressMatch[] = []
      for (const row of data.rowsFor(postalCode)) {
        const city = data.cities.get(row.cityCode)
        const prefecture = prefectureInfo.get(row.cityCode.slice(0, 2))
        if (city && prefecture) matches.push({ prefecture, city, town: row.town })
      }
      if (!matches.length) throw ApiError.notFound(ADDRESS_MESSAGES.postalCodeNotFound, 'address_not_found')
      return matches
    },
    prefectures: () => [...prefectureInfo.values()],
    cities: (prefecture) => cityIndex().get(prefecture.code) ?? [],
    postalCodes(prefecture, cityName, sortMethod) {
      const key = cityKey(cityName)
      const city = (cityIndex().get(prefecture.code) ?? []).find((c) => cityKey(c.name) === key)
      if (!city) throw ApiError.notFound(ADDRESS_MESSAGES.cityNotFound, 'city_not_found')
      return { city, entries: sortPostalCodes(postalCodeIndex().get(city.code) ?? [], sortMethod) }
    },
  }
}

let shared: AddressBook | undefined

/** The shop's address book over the installed package's data, read on first use and kept for the process. */
export function addressBook(): AddressBook {
  return (shared ??= createAddressBook(readJapanPostData()))
}
