/**
 * Address lookup calls of the shop API (spec §7), answered from Japan Post data shipped in an npm package
 * (docs/adr/009-address-lookup.md). postalCode, prefectureName, cityName and sort-method are required (spec §5).
 */
import { z } from 'zod'

import { decodeSegment } from '@/lib/http/path-encoding'
import { normalisePostalCode } from '@/shop/address/postal-code'
import { findPrefecture } from '@/shop/address/prefectures'
import { ADDRESS_SORT_METHODS } from '@/shop/address/sort-methods'

import { defineCall } from '../define-call'

// Path segments may reach the handler still percent-encoded (東京都 as %E6%9D%B1…, full-width digits); no
// prefecture, municipality or postal code contains '%', so decoding one that does is safe (decodeSegment).

/** A required path segment: a missing one keeps its string-typed first check, for the spec §8 wording. */
const segment = (message: string) => z.string({ error: message }).transform(decodeSegment)

const POSTAL_CODE_MESSAGE =
  '郵便番号（postalCode）は7桁の数字で指定してください（例: 1000001 または 100-0001）'

const postalCode = segment(POSTAL_CODE_MESSAGE).transform((value, ctx) => {
  const code = normalisePostalCode(value)
  if (code === null) {
    ctx.addIssue({ code: 'custom', message: POSTAL_CODE_MESSAGE })
    return z.NEVER
  }
  return code
})

const PREFECTURE_MESSAGE = '都道府県（prefectureName）は「東京都」のような都道府県名で指定してください'

const prefectureName = segment(PREFECTURE_MESSAGE).transform((value, ctx) => {
  const prefecture = findPrefecture(value)
  if (!prefecture) {
    ctx.addIssue({ code: 'custom', message: PREFECTURE_MESSAGE })
    return z.NEVER
  }
  return prefecture
})

const cityName = segment('市区町村（cityName）を指定してください').pipe(
  z
    .string()
    .trim()
    .min(1, '市区町村（cityName）を指定してください')
    .max(40, '市区町村（cityName）は40文字以内で指定してください'),
)

const SORT_METHOD_MESSAGE = '並び順（sort-method）は postal-code または town を指定してください'

const prefecture = z.object({
  /** JIS X 0401: '01' 北海道 … '47' 沖縄県. */
  code: z.string(),
  name: z.string(),
  kana: z.string(),
})
const city = z.object({
  /** Municipality code (JIS X 0402). */
  code: z.string(),
  name: z.string(),
  kana: z.string(),
})

export const addressCall = defineCall({
  method: 'GET',
  path: 'address/{postalCode}',
  operationId: 'getAddress',
  summary:
    '郵便番号から住所（都道府県・市区町村・町域）を調べる（1000001、100-0001、全角数字を受け付けます）',
  tags: ['address'],
  errors: [404],
  params: z.object({ postalCode }),
  response: z.object({
    /** 7 digits. */
    postalCode: z.string(),
    /** NNN-NNNN. */
    formatted: z.string(),
    /** Several when towns (or even two municipalities) share the code. */
    addresses: z.array(z.object({ prefecture, city, town: z.string() })).min(1),
  }),
})

export const prefecturesCall = defineCall({
  method: 'GET',
  path: 'address/prefectures',
  operationId: 'getAddressPrefectures',
  summary: '都道府県の一覧（JIS X 0401 のコード順）',
  tags: ['address'],
  response: z.object({ prefectures: z.array(prefecture).length(47) }),
})

export const citiesCall = defineCall({
  method: 'GET',
  path: 'address/cities/{prefectureName}',
  operationId: 'getAddressCities',
  summary: '都道府県の市区町村の一覧（市区町村コード順）',
  tags: ['address'],
  params: z.object({ prefectureName }),
  response: z.object({ prefecture, cities: z.array(city) }),
})

export const postalCodesCall = defineCall({
  method: 'GET',
  path: 'address/postal-codes/{prefectureName}/{cityName}',
  operationId: 'getAddressPostalCodes',
  summary: '市区町村の郵便番号と町域の一覧（sort-method: postal-code は郵便番号順、town は町域名順）',
  tags: ['address'],
  errors: [404],
  params: z.object({ prefectureName, cityName }),
  query: z.object({
    'sort-method': z
      .string({ error: SORT_METHOD_MESSAGE })
      .pipe(z.enum(ADDRESS_SORT_METHODS, { error: SORT_METHOD_MESSAGE })),
  }),
  response: z.object({
    prefecture,
    city,
    sortMethod: z.enum(ADDRESS_SORT_METHODS),
    postalCodes: z.array(z.object({ postalCode: z.string(), formatted: z.string(), town: z.string() })),
  }),
})
