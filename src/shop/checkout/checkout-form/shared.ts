/**
 * Pieces the section schemas share (not re-exported): lenient text, flags, issues, the address part and the
 * prefecture pair.
 */
import { z } from 'zod'

import { findPrefecture } from '@/shop/address/prefectures'
import {
  choose,
  kanaField,
  optionalText,
  phoneField,
  postalCodeField,
  requiredText,
} from '@/shop/customer/person-fields'
import { profileShape } from '@/shop/customer/registration-schema'

/** Optional text: a missing field is '', numbers are taken as text, NFKC-folded and trimmed. */
export const text = z
  .union([z.string(), z.number()], { error: '入力内容が正しくありません' })
  .optional()
  .transform((v) => (v === undefined ? '' : String(v).normalize('NFKC').trim()))

export const flag = (label: string) =>
  z
    .union([z.boolean(), z.literal('true'), z.literal('false')], {
      error: `${label}の指定が正しくありません`,
    })
    .optional()
    .transform((v) => v === true || v === 'true')

export const optionalNumberPart = (label: string, min: number, max: number) =>
  text.transform((s, ctx) => {
    if (s === '') return null
    const n = Number(s)
    if (!/^\d+$/.test(s) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: choose(label) })
      return z.NEVER
    }
    return n
  })

export type Issue = { path: (string | number)[]; message: string }
export const addIssues = (ctx: z.RefinementCtx, issues: readonly Issue[]) => {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message })
}

/** The address part: names, postal code, prefecture (JIS code in PREFECTURES, name in PREFECTURE), phone. */
export function addressShape(label: (field: string) => string) {
  return {
    LAST_NAME: requiredText(label('お名前（姓）'), 20),
    FIRST_NAME: requiredText(label('お名前（名）'), 20),
    LAST_NAME_KANA: kanaField(label('フリガナ（セイ）'), 20),
    FIRST_NAME_KANA: kanaField(label('フリガナ（メイ）'), 20),
    ZIP_NUMBER: postalCodeField(label('郵便番号')),
    PREFECTURES: text,
    PREFECTURE: text,
    MUNICIPALITY_CODE: profileShape.municipalityCode,
    CITY: requiredText(label('市区郡'), 50),
    TOWN: optionalText(label('町村'), 50),
    STREET_ADDRESS: requiredText(label('番地'), 50),
    BUILDING_NAME: optionalText(label('建物名・部屋番号'), 50),
    PHONE_NUMBER: phoneField(label('電話番号')),
  }
}

/**
 * PREFECTURES (the select's JIS code '01'…'47') and PREFECTURE (the name) resolve to one prefecture; either may
 * be sent, both are returned. A mismatch or an unknown value is an error on PREFECTURE.
 */
function prefectureOf(v: { PREFECTURES: string; PREFECTURE: string }) {
  const byCode = v.PREFECTURES ? findPrefecture(v.PREFECTURES) : undefined
  const byName = v.PREFECTURE ? findPrefecture(v.PREFECTURE) : undefined
  const found = byName ?? byCode
  if (!found || (v.PREFECTURES && !byCode) || (byCode && byName && byCode.code !== byName.code)) return null
  return found
}

/** Reported with the other field errors (a refinement runs even when other fields failed). */
export function prefectureIssues(v: { PREFECTURES?: unknown; PREFECTURE?: unknown }, label: string): Issue[] {
  const value = { PREFECTURES: String(v.PREFECTURES ?? ''), PREFECTURE: String(v.PREFECTURE ?? '') }
  return prefectureOf(value) ? [] : [{ path: ['PREFECTURE'], message: choose(label) }]
}

export function resolvePrefecture<T extends { PREFECTURES: string; PREFECTURE: string }>(v: T): T {
  const found = prefectureOf(v)
  return found ? { ...v, PREFECTURES: found.code, PREFECTURE: found.name } : v
}
