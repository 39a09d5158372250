/**
 * The checkout form (spec §3): every field under the spec's name with its initial value, and the zod schemas
 * of its sections with a Japanese message per field (docs/adr/019-checkout-form-and-confirmation.md).
 * The CARD_* fields live only in the browser, which turns them into CARD_TOKEN with the card-token service's
 * script; nothing the shop's server receives or stores may hold them (stripCardData, cardDataGuard).
 */
import { z } from 'zod'

import { addField, fieldMap, type FieldMap } from '@/lib/api/field-map'
import { findPrefecture } from '@/shop/address/prefectures'
import { passwordProblem, PASSWORD_MESSAGES } from '@/shop/auth/password-rules'
import { birthDateProblem } from '@/shop/customer/birth-date'
import {
  choose,
  emailField,
  GENDERS,
  kanaField,
  optionalText,
  phoneField,
  postalCodeField,
  requiredText,
} from '@/shop/customer/person-fields'
import { DESTINATION_PREFIX, prefixed } from '@/shop/customer/person-address'
import { profileShape } from '@/shop/customer/registration-schema'
import { ORDER_PAYMENT_METHODS, PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { POINT_METHODS, resolvePointUse, type PointMethod } from '@/shop/points/point-rules'

import {
  DEFAULT_DELIVERY_CALENDAR,
  DELIVERY_DATE_OPTIONS,
  DELIVERY_TIME_CODES,
  deliveryChoiceProblems,
  deliveryTimeLabel,
  isIsoDate,
  type DeliveryCalendarSettings,
} from './delivery-dates'
import { GIFT_PACKAGING, GIFT_WRAPPING_KIND_VALUES, GIFT_WRAPPING_KINDS, WANT_GIFT_WRAPPING } from './fees'

/** Person and address fields, shared by the orderer and (prefixed DESTINATION_) the destination. */
const ADDRESS_DEFAULTS = {
  FIRST_NAME: '',
  FIRST_NAME_KANA: '',
  LAST_NAME: '',
  LAST_NAME_KANA: '',
  ZIP_NUMBER: '',
  PREFECTURES: '',
  MUNICIPALITY_CODE: '',
  TOWN: '',
  CITY: '',
  PREFECTURE: '',
  BUILDING_NAME: '',
  STREET_ADDRESS: '',
  PHONE_NUMBER: '',
} as const

/**
 * Every field of the checkout form with its initial value (spec §3: empty unless noted). The spec's noted
 * defaults are stored as their codes: PAYMENT_METHOD none → '0', LAST_USED_CARD 'no used' → '0',
 * DELIVERY_DATE 'no date specified' → '1', WANT_GIFT_WRAPPING unnecessary → '0', GIFT_PACKAGING bulk → '1'.
 */
export const CHECKOUT_DEFAULTS = {
  FIRST_NAME: '',
  FIRST_NAME_KANA: '',
  LAST_NAME: '',
  LAST_NAME_KANA: '',
  GENDER: '',
  BIRTH_DAY: '',
  BIRTH_MONTH: '',
  BIRTH_YEAR: '',
  ZIP_NUMBER: '',
  PREFECTURES: '',
  MUNICIPALITY_CODE: '',
  TOWN: '',
  CITY: '',
  PREFECTURE: '',
  BUILDING_NAME: '',
  STREET_ADDRESS: '',
  PHONE_NUMBER: '',
  EMAIL1: '',
  EMAIL2: '',
  EMAIL3: '',
  PASSWORD: '',
  AGREE_TERMS: false,
  DESTINATION: '',
  ...prefixed(DESTINATION_PREFIX, ADDRESS_DEFAULTS),
  PAYMENT_METHOD: PAYMENT_METHODS.NONE,
  LAST_USED_CARD: '0',
  CARD_MONTH: '',
  CARD_YEAR: '',
  CARD_NAME: '',
  CARD_NUMBER: '',
  CARD_SECURITY_CODE: '',
  WANT_SAVE_CREDIT_CARD: false,
  DELIVERY_DATE: DELIVERY_DATE_OPTIONS.NONE,
  DELIVERY_SPECIFIED_DATE: '',
  DELIVERY_SPECIFIED_DATE_YEAR: '',
  DELIVERY_SPECIFIED_DATE_MONTH: '',
  DELIVERY_SPECIFIED_DATE_DAY: '',
  DELIVERY_TIME: '0',
  DELIVERY_TIME_LABEL: '',
  WANT_GIFT_WRAPPING: WANT_GIFT_WRAPPING.UNNECESSARY,
  GIFT_WRAPPING_KIND: 'NormalWrapping',
  GIFT_WRAPPING_KIND_LABEL: '',
  GIFT_PACKAGING: GIFT_PACKAGING.BULK,
  WANT_MAIL_MAGAZINE1: false,
  WANT_MAIL_MAGAZINE2: false,
  WANT_MAIL_MAGAZINE3: false,
  POINT_METHOD: '0',
  POINT_NUMBER: '0',
} as const

export type CheckoutFieldName = keyof typeof CHECKOUT_DEFAULTS
export type CheckoutFormValues = {
  -readonly [K in CheckoutFieldName]: (typeof CHECKOUT_DEFAULTS)[K] extends boolean ? boolean : string
}

export function checkoutDefaults(): CheckoutFormValues {
  return { ...CHECKOUT_DEFAULTS }
}

// ---------------------------------------------------------------------------------------------------------
// Card data: browser only

/** Fields that hold card data: entered into the card-token service's script, never sent to the shop. */
export const CARD_FIELDS = [
  'CARD_NUMBER',
  'CARD_SECURITY_CODE',
  'CARD_MONTH',
  'CARD_YEAR',
  'CARD_NAME',
] as const
export type CardField = (typeof CARD_FIELDS)[number]
const CARD_FIELD_SET: ReadonlySet<string> = new Set(CARD_FIELDS)

export type WithoutCardData<T> = T extends readonly unknown[]
  ? { [I in keyof T]: WithoutCardData<T[I]> }
  : T extends object
    ? { [K in keyof T as K extends CardField ? never : K]: WithoutCardData<T[K]> }
    : T

/**
 * A copy of `value` without any CARD_* card field, at any depth (drafts nest the form). Use it on anything
 * sent to the shop's server, written to session storage or logged.
 */
export function stripCardData<T>(value: T): WithoutCardData<T> {
  if (Array.isArray(value)) return value.map((v) => stripCardData(v)) as WithoutCardData<T>
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) if (!CARD_FIELD_SET.has(k)) out[k] = stripCardData(v)
    return out as WithoutCardData<T>
  }
  return value as WithoutCardData<T>
}

export const CARD_DATA_MESSAGE =
  'カード情報はこの画面から送信できません。お手数ですが、カード情報を入力し直してください'

/** Rejects (on the field) any request that carries card data: the server takes only CARD_TOKEN. */
export const cardDataGuard = z
  .record(z.string(), z.unknown(), { error: '入力内容が正しくありません' })
  .superRefine((value, ctx) => {
    for (const field of CARD_FIELDS) {
      const v = value[field]
      if (v !== undefined && v !== null && v !== '')
        ctx.addIssue({ code: 'custom', path: [field], message: CARD_DATA_MESSAGE })
    }
  })

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

/** Optional text: a missing field is '', numbers are taken as text, NFKC-folded and trimmed. */
const text = z
  .union([z.string(), z.number()], { error: '入力内容が正しくありません' })
  .optional()
  .transform((v) => (v === undefined ? '' : String(v).normalize('NFKC').trim()))

const flag = (label: string) =>
  z
    .union([z.boolean(), z.literal('true'), z.literal('false')], {
      error: `${label}の指定が正しくありません`,
    })
    .optional()
    .transform((v) => v === true || v === 'true')

const optionalNumberPart = (label: string, min: number, max: number) =>
  text.transform((s, ctx) => {
    if (s === '') return null
    const n = Number(s)
    if (!/^\d+$/.test(s) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: choose(label) })
      return z.NEVER
    }
    return n
  })

type Issue = { path: (string | number)[]; message: string }
const addIssues = (ctx: z.RefinementCtx, issues: readonly Issue[]) => {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message })
}

/** The address part: names, postal code, prefecture (JIS code in PREFECTURES, name in PREFECTURE), phone. */
function addressShape(label: (field: string) => string) {
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
function prefectureIssues(v: { PREFECTURES?: unknown; PREFECTURE?: unknown }, label: string): Issue[] {
  const value = { PREFECTURES: String(v.PREFECTURES ?? ''), PREFECTURE: String(v.PREFECTURE ?? '') }
  return prefectureOf(value) ? [] : [{ path: ['PREFECTURE'], message: choose(label) }]
}

function resolvePrefecture<T extends { PREFECTURES: string; PREFECTURE: string }>(v: T): T {
  const found = prefectureOf(v)
  return found ? { ...v, PREFECTURES: found.code, PREFECTURE: found.name } : v
}

// ---------------------------------------------------------------------------------------------------------
// Context

export interface CheckoutContext {
  /** Today in Japan ('YYYY-MM-DD', todayInJapan): birth dates and the delivery calendar. */
  today: string
  isMember: boolean
  /** The cart has regular-delivery lines. */
  hasRegular: boolean
  /** A member with a card kept by the payment provider (LAST_USED_CARD '1' possible). */
  hasSavedCard?: boolean
  /** The member's point balance; 0 for guests. */
  pointBalance?: number
  /** The most points may pay, as the points module defines it (resolvePointUse's `payable`). */
  pointsPayable?: number
  /** False when the amount is above what cash on delivery takes (cashOnDeliveryFee returned null). */
  cashOnDeliveryAvailable?: boolean
  calendar?: DeliveryCalendarSettings
  /**
   * The PAYMENT_METHOD codes offered now (the server knows which providers answer: no card without the
   * card-token script, no app payment without the provider). Unset: every ORDER_PAYMENT_METHODS code.
   */
  offeredPaymentMethods?: readonly string[]
}

// ---------------------------------------------------------------------------------------------------------
// Orderer (guests; a member's orderer is the profile)

const GENDER_VALUES = GENDERS.map((g) => g.value) as ['Male', 'Female', 'X']

export const EMAIL_MESSAGES = {
  confirm: 'メールアドレス（確認用）を入力してください',
  mismatch: 'メールアドレスとメールアドレス（確認用）が一致しません',
} as const

const ordererShape = {
  ...addressShape((f) => f),
  GENDER: z
    .union([z.literal(''), z.enum(GENDER_VALUES)], { error: choose('性別') })
    .optional()
    .transform((v) => v ?? ''),
  BIRTH_YEAR: optionalNumberPart('生年月日（年）', 1900, 2100),
  BIRTH_MONTH: optionalNumberPart('生年月日（月）', 1, 12),
  BIRTH_DAY: optionalNumberPart('生年月日（日）', 1, 31),
  /** The address receipts and notices go to. */
  EMAIL1: emailField('メールアドレス'),
  /** Typed again to catch typos. */
  EMAIL2: text.transform((v) => v.toLowerCase()),
  /** Not used by this shop (ADR 019): accepted and dropped. */
  EMAIL3: text.transform(() => ''),
}

type OrdererParsed = z.output<z.ZodObject<typeof ordererShape>>

function ordererIssues(v: OrdererParsed, today: string, registering: boolean): Issue[] {
  const issues: Issue[] = []
  if (v.EMAIL2 === '') issues.push({ path: ['EMAIL2'], message: EMAIL_MESSAGES.confirm })
  else if (
    v.EMAIL2 !==
    String(v.EMAIL1 ?? '')
      .normalize('NFKC')
      .trim()
      .toLowerCase()
  )
    issues.push({ path: ['EMAIL2'], message: EMAIL_MESSAGES.mismatch })
  if (registering && v.GENDER === '') issues.push({ path: ['GENDER'], message: choose('性別') })
  const parts = [v.BIRTH_YEAR, v.BIRTH_MONTH, v.BIRTH_DAY]
  // A part that failed its own check keeps its raw value: it already has a message.
  if (parts.some((p) => p !== null && typeof p !== 'number')) return issues
  const given = parts.filter((p) => p !== null).length
  if ((registering && given < 3) || (given > 0 && given < 3)) {
    const labels = ['BIRTH_YEAR', 'BIRTH_MONTH', 'BIRTH_DAY'] as const
    const names = ['生年月日（年）', '生年月日（月）', '生年月日（日）'] as const
    parts.forEach((p, i) => {
      if (p === null) issues.push({ path: [labels[i]!], message: choose(names[i]!) })
    })
  } else if (given === 3) {
    const problem = birthDateProblem(v.BIRTH_YEAR!, v.BIRTH_MONTH!, v.BIRTH_DAY!, today)
    if (problem === 'invalid') issues.push({ path: ['BIRTH_DAY'], message: '生年月日が正しくありません' })
    if (problem === 'future')
      issues.push({ path: ['BIRTH_DAY'], message: '生年月日に未来の日付は指定できません' })
  }
  return issues
}

/** Shopping step 1 alone, for a guest who does not register (use ordererStepSchema for the step). */
export const ordererSchema = (ctx: Pick<CheckoutContext, 'today'>) =>
  z
    .object(ordererShape)
    .superRefine((v, c) =>
      addIssues(c, [...ordererIssues(v, ctx.today, false), ...prefectureIssues(v, '都道府県')]),
    )
    .transform(resolvePrefecture)

// ---------------------------------------------------------------------------------------------------------
// Agreement: a guest registering as a member while ordering

export const AGREEMENT_MESSAGES = {
  agreeTerms: '会員登録には会員規約・個人情報の取り扱いへの同意が必要です',
  memberNoPassword: 'ログイン中は会員登録の必要はありません',
} as const

const agreementShape = {
  /** Empty: order as a guest. Set: register with this password (password-rules.ts). */
  PASSWORD: z
    .string({ error: PASSWORD_MESSAGES.required })
    .optional()
    .transform((v) => v ?? ''),
  AGREE_TERMS: flag('会員規約への同意'),
}

function agreementIssues(v: { PASSWORD: string; AGREE_TERMS: boolean }, isMember: boolean): Issue[] {
  if (v.PASSWORD === '') return []
  if (isMember) return [{ path: ['PASSWORD'], message: AGREEMENT_MESSAGES.memberNoPassword }]
  const issues: Issue[] = []
  const problem = passwordProblem(v.PASSWORD)
  if (problem) issues.push({ path: ['PASSWORD'], message: PASSWORD_MESSAGES[problem] })
  if (!v.AGREE_TERMS) issues.push({ path: ['AGREE_TERMS'], message: AGREEMENT_MESSAGES.agreeTerms })
  return issues
}

const withRegistering = <T extends { PASSWORD: string }>(v: T) => ({ ...v, registering: v.PASSWORD !== '' })

export const agreementSchema = (ctx: Pick<CheckoutContext, 'isMember'>) =>
  z
    .object(agreementShape)
    .superRefine((v, c) => addIssues(c, agreementIssues(v, ctx.isMember)))
    .transform(withRegistering)

/** Step shopping01: the orderer, and registration for a guest who sets a password (then gender and birth date are required). */
export const ordererStepSchema = (ctx: Pick<CheckoutContext, 'today' | 'isMember'>) =>
  z
    .object({ ...ordererShape, ...agreementShape })
    .superRefine((v, c) => {
      const registering = v.PASSWORD !== '' && !ctx.isMember
      addIssues(c, [
        ...ordererIssues(v, ctx.today, registering),
        ...prefectureIssues(v, '都道府県'),
        ...agreementIssues(v, ctx.isMember),
      ])
    })
    .transform(resolvePrefecture)
    .transform(withRegistering)

// ---------------------------------------------------------------------------------------------------------
// Destination

/** DESTINATION: '0' to the orderer's address, '1' to another address (the DESTINATION_ fields). */
export const DESTINATIONS = { SAME_AS_ORDERER: '0', OTHER: '1' } as const
export const DESTINATION_LABELS = { '0': 'ご注文者様と同じ', '1': '別の住所へお届け' } as const

const destinationAddressSchema = z
  .object(addressShape((f) => `お届け先の${f}`))
  .superRefine((v, c) => addIssues(c, prefectureIssues(v, 'お届け先の都道府県')))
  .transform(resolvePrefecture)

export const destinationSchema = () =>
  z
    .object({
      DESTINATION: z.enum([DESTINATIONS.SAME_AS_ORDERER, DESTINATIONS.OTHER], { error: choose('お届け先') }),
    })
    .loose()
    .transform((v, ctx) => {
      if (v.DESTINATION === DESTINATIONS.SAME_AS_ORDERER) return { DESTINATION: v.DESTINATION, address: null }
      const raw = Object.fromEntries(
        Object.entries(v)
          .filter(([k]) => k.startsWith(DESTINATION_PREFIX))
          .map(([k, value]) => [k.slice(DESTINATION_PREFIX.length), value]),
      )
      const parsed = destinationAddressSchema.safeParse(raw)
      if (!parsed.success) {
        for (const i of parsed.error.issues)
          ctx.addIssue({
            code: 'custom',
            path: i.path.map((p, n) =>
              n === 0 ? `${DESTINATION_PREFIX}${String(p)}` : (p as string | number),
            ),
            message: i.message,
          })
        return z.NEVER
      }
      return { DESTINATION: v.DESTINATION, address: prefixed(DESTINATION_PREFIX, parsed.data) }
    })

// ---------------------------------------------------------------------------------------------------------
// Delivery

const pad2 = (s: string) => s.padStart(2, '0')

export const deliverySchema = (ctx: Pick<CheckoutContext, 'today' | 'hasRegular' | 'calendar'>) =>
  z
    .object({
      DELIVERY_DATE: z.enum(['1', '2', '3'], { error: 'お届け日の指定方法を選択してください' }),
      DELIVERY_SPECIFIED_DATE: text,
      DELIVERY_SPECIFIED_DATE_YEAR: text,
      DELIVERY_SPECIFIED_DATE_MONTH: text,
      DELIVERY_SPECIFIED_DATE_DAY: text,
      DELIVERY_TIME: z
        .enum(DELIVERY_TIME_CODES, { error: 'お届け時間帯を選択してください' })
        .optional()
        .default('0'),
      /** Derived from DELIVERY_TIME; what the browser sends is ignored. */
      DELIVERY_TIME_LABEL: text,
    })
    .transform((v, c) => {
      const specified = v.DELIVERY_DATE === DELIVERY_DATE_OPTIONS.SPECIFIED
      const {
        DELIVERY_SPECIFIED_DATE_YEAR: y,
        DELIVERY_SPECIFIED_DATE_MONTH: m,
        DELIVERY_SPECIFIED_DATE_DAY: d,
      } = v
      // The date may come whole or as the three selects; whole wins, the parts must then agree.
      let date = v.DELIVERY_SPECIFIED_DATE
      if (specified && date === '' && y && m && d) date = `${y}-${pad2(m)}-${pad2(d)}`
      const partsDisagree =
        specified && isIsoDate(date) && (y || m || d) && `${y}-${pad2(m)}-${pad2(d)}` !== date
      const problems = deliveryChoiceProblems(
        { option: v.DELIVERY_DATE, date, time: v.DELIVERY_TIME },
        {
          orderDate: ctx.today,
          hasRegular: ctx.hasRegular,
          calendar: ctx.calendar ?? DEFAULT_DELIVERY_CALENDAR,
        },
      )
      addIssues(
        c,
        problems.map((p) => ({ path: [p.field], message: p.message })),
      )
      if (partsDisagree)
        c.addIssue({
          code: 'custom',
          path: ['DELIVERY_SPECIFIED_DATE'],
          message: 'お届け希望日が正しくありません',
        })
      if (problems.length > 0 || partsDisagree) return z.NEVER
      const [yy, mm, dd] = specified ? date.split('-') : ['', '', '']
      return {
        DELIVERY_DATE: v.DELIVERY_DATE,
        DELIVERY_SPECIFIED_DATE: specified ? date : '',
        DELIVERY_SPECIFIED_DATE_YEAR: yy ?? '',
        DELIVERY_SPECIFIED_DATE_MONTH: specified ? String(Number(mm)) : '',
        DELIVERY_SPECIFIED_DATE_DAY: specified ? String(Number(dd)) : '',
        DELIVERY_TIME: v.DELIVERY_TIME,
        DELIVERY_TIME_LABEL: deliveryTimeLabel(v.DELIVERY_TIME) ?? '',
      }
    })

// ---------------------------------------------------------------------------------------------------------
// Gift

export const giftSchema = () =>
  z
    .object({
      WANT_GIFT_WRAPPING: z
        .enum(['0', '1'], { error: choose('ギフト包装の要・不要') })
        .optional()
        .default('0'),
      GIFT_WRAPPING_KIND: z
        .enum(GIFT_WRAPPING_KIND_VALUES, { error: choose('ラッピングの種類') })
        .optional()
        .default('NormalWrapping'),
      GIFT_WRAPPING_KIND_LABEL: text,
      GIFT_PACKAGING: z
        .enum([GIFT_PACKAGING.BULK, GIFT_PACKAGING.INDIVIDUAL], { error: choose('包装方法') })
        .optional()
        .default('1'),
    })
    .transform((v) => {
      const wanted = v.WANT_GIFT_WRAPPING === WANT_GIFT_WRAPPING.NECESSARY
      const kind = wanted ? v.GIFT_WRAPPING_KIND : 'NormalWrapping'
      return {
        WANT_GIFT_WRAPPING: v.WANT_GIFT_WRAPPING,
        GIFT_WRAPPING_KIND: kind,
        GIFT_WRAPPING_KIND_LABEL: wanted ? GIFT_WRAPPING_KINDS[kind].label : '',
        GIFT_PACKAGING: wanted ? v.GIFT_PACKAGING : GIFT_PACKAGING.BULK,
        gift: wanted ? { kind, packaging: v.GIFT_PACKAGING } : null,
      }
    })

// ---------------------------------------------------------------------------------------------------------
// Payment: CARD_TOKEN instead of card data

export const PAYMENT_MESSAGES = {
  method: 'お支払い方法を選択してください',
  cardToken: 'カード情報を入力してください',
  noSavedCard: '前回ご利用のカードが見つかりません。カード情報を入力してください',
  saveMembersOnly: 'カード情報の保存は会員の方のみご利用いただけます',
  codUnavailable:
    'ご注文金額が代金引換でお取り扱いできる上限を超えています。他のお支払い方法を選択してください',
  methodUnavailable: 'このお支払い方法はただいまご利用いただけません。他のお支払い方法を選択してください',
} as const

const ORDER_METHODS = ORDER_PAYMENT_METHODS as readonly string[]
/** What a card-token service hands out: opaque, printable, bounded. */
const CARD_TOKEN_PATTERN = /^[A-Za-z0-9._-]{8,512}$/

/**
 * Step shopping05. `registering`: a guest who set PASSWORD in step 1 may keep the card like a member.
 * Any CARD_* value in the input is rejected (cardDataGuard); the output never has them.
 */
export const paymentSchema = (
  ctx: Pick<
    CheckoutContext,
    'isMember' | 'hasSavedCard' | 'cashOnDeliveryAvailable' | 'offeredPaymentMethods'
  > & {
    registering?: boolean
  },
) =>
  cardDataGuard.pipe(
    z
      .object({
        PAYMENT_METHOD: z
          .string({ error: PAYMENT_MESSAGES.method })
          .refine((v) => ORDER_METHODS.includes(v), {
            message: PAYMENT_MESSAGES.method,
          }),
        LAST_USED_CARD: z
          .enum(['0', '1'], { error: 'カードの指定が正しくありません' })
          .optional()
          .default('0'),
        CARD_TOKEN: text,
        WANT_SAVE_CREDIT_CARD: flag('カード情報の保存'),
      })
      .transform((v, c) => {
        const card = v.PAYMENT_METHOD === PAYMENT_METHODS.CREDIT_CARD
        const useSaved = card && v.LAST_USED_CARD === '1'
        const issues: Issue[] = []
        if (useSaved && !(ctx.isMember && ctx.hasSavedCard))
          issues.push({ path: ['LAST_USED_CARD'], message: PAYMENT_MESSAGES.noSavedCard })
        if (card && !useSaved && !CARD_TOKEN_PATTERN.test(v.CARD_TOKEN))
          issues.push({ path: ['CARD_TOKEN'], message: PAYMENT_MESSAGES.cardToken })
        if (card && !useSaved && v.WANT_SAVE_CREDIT_CARD && !ctx.isMember && !ctx.registering)
          issues.push({ path: ['WANT_SAVE_CREDIT_CARD'], message: PAYMENT_MESSAGES.saveMembersOnly })
        if (v.PAYMENT_METHOD === PAYMENT_METHODS.CASH_ON_DELIVERY && ctx.cashOnDeliveryAvailable === false)
          issues.push({ path: ['PAYMENT_METHOD'], message: PAYMENT_MESSAGES.codUnavailable })
        // Cash on delivery has its own message above (the amount, not the provider, rules it out).
        else if (ctx.offeredPaymentMethods && !ctx.offeredPaymentMethods.includes(v.PAYMENT_METHOD))
          issues.push({ path: ['PAYMENT_METHOD'], message: PAYMENT_MESSAGES.methodUnavailable })
        addIssues(c, issues)
        if (issues.length > 0) return z.NEVER
        return {
          PAYMENT_METHOD: v.PAYMENT_METHOD as (typeof ORDER_PAYMENT_METHODS)[number],
          LAST_USED_CARD: useSaved ? ('1' as const) : ('0' as const),
          CARD_TOKEN: card && !useSaved ? v.CARD_TOKEN : '',
          WANT_SAVE_CREDIT_CARD: card && !useSaved ? v.WANT_SAVE_CREDIT_CARD : false,
        }
      }),
  )

// ---------------------------------------------------------------------------------------------------------
// Points and mail magazines (step shopping06)

/**
 * POINT_METHOD / POINT_NUMBER through the points module's rule (`resolvePointUse`: '0' none, '1' all up to what
 * points may pay, '2' POINT_NUMBER ≤ balance and ≤ that cap; guests none). This schema only adapts it to the form.
 */
export const pointsSchema = (ctx: Pick<CheckoutContext, 'isMember' | 'pointBalance' | 'pointsPayable'>) =>
  z.object({ POINT_METHOD: text, POINT_NUMBER: text }).transform((v, c) => {
    const method = v.POINT_METHOD === '' ? POINT_METHODS.NONE : v.POINT_METHOD
    const result = resolvePointUse({
      method,
      number: v.POINT_NUMBER,
      balance: ctx.isMember ? (ctx.pointBalance ?? 0) : null,
      payable: ctx.pointsPayable ?? 0,
    })
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.errors))
        c.addIssue({ code: 'custom', path: [field], message })
      return z.NEVER
    }
    return {
      POINT_METHOD: method as PointMethod,
      POINT_NUMBER: String(result.points),
      pointsToUse: result.points,
    }
  })

/** WANT_MAIL_MAGAZINE1-3: the shop's three mail magazines (ADR 019). */
export const MAIL_MAGAZINE_LABELS = {
  WANT_MAIL_MAGAZINE1: 'サプリメントの新商品・お得な情報',
  WANT_MAIL_MAGAZINE2: 'スキンケアの新商品・お得な情報',
  WANT_MAIL_MAGAZINE3: 'キャンペーン・セールのお知らせ',
} as const

export const mailMagazineSchema = () =>
  z.object({
    WANT_MAIL_MAGAZINE1: flag('メールマガジン'),
    WANT_MAIL_MAGAZINE2: flag('メールマガジン'),
    WANT_MAIL_MAGAZINE3: flag('メールマガジン'),
  })

// ---------------------------------------------------------------------------------------------------------
// Sections and field errors

export const CHECKOUT_SECTIONS = [
  'orderer',
  'agreement',
  'destination',
  'delivery',
  'gift',
  'payment',
  'points',
  'mailMagazine',
] as const
export type CheckoutSection = (typeof CHECKOUT_SECTIONS)[number]

export type SectionContext = CheckoutContext & { registering?: boolean }

export function sectionSchema(section: CheckoutSection, ctx: SectionContext): z.ZodType {
  switch (section) {
    case 'orderer':
      return ordererStepSchema(ctx)
    case 'agreement':
      return agreementSchema(ctx)
    case 'destination':
      return destinationSchema()
    case 'delivery':
      return deliverySchema(ctx)
    case 'gift':
      return giftSchema()
    case 'payment':
      return paymentSchema(ctx)
    case 'points':
      return pointsSchema(ctx)
    case 'mailMagazine':
      return mailMagazineSchema()
  }
}

/** One Japanese message per field (the first), keyed by the spec's field name (a prototype-free map, ADR 024). */
export function fieldErrors(error: z.ZodError): FieldMap {
  const out = fieldMap()
  for (const issue of error.issues)
    addField(out, issue.path.length > 0 ? issue.path.map(String).join('.') : '_form', issue.message)
  return out
}

export type SectionResult =
  { success: true; data: unknown } | { success: false; errors: Record<string, string> }

export function validateSection(
  section: CheckoutSection,
  values: unknown,
  ctx: SectionContext,
): SectionResult {
  const result = sectionSchema(section, ctx).safeParse(values)
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors(result.error) }
}
