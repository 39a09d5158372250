/**
 * Body and query fields of the course change calls (docs/adr/035), shared by the calls and the forms. Client-safe.
 * The new destination uses the registration's names (REGISTRATION_NAMES) and the same rules as the profile.
 */
import { z } from 'zod'

import { profileShape } from '@/shop/customer/registration-schema'
import { PAYMENT_CHOICE_MESSAGES } from './payment-choice-messages'

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}を指定してください` })
    .trim()
    .min(1, `${label}を指定してください`)
    .max(max, `${label}の形式が正しくありません`)

/** 定期番号 (spec §3 regularOrderNumber). */
export const regularOrderNumberField = text('定期番号', 40)

/** お届け回 (spec §3 regularOrderDetailSequenceNumber). */
export const sequenceField = z.coerce
  .number({ error: 'お届け回を指定してください' })
  .int('お届け回の形式が正しくありません')
  .min(1, 'お届け回の形式が正しくありません')
  .max(10_000, 'お届け回の形式が正しくありません')

export const courseQuerySchema = z.object({ regularOrderNumber: regularOrderNumberField })

export const courseDeliveryQuerySchema = z.object({
  regularOrderNumber: regularOrderNumberField,
  regularOrderDetailSequenceNumber: sequenceField,
})

/** The new destination under the registration's names. */
export const destinationShape = {
  lastName: profileShape.lastName,
  firstName: profileShape.firstName,
  lastNameKana: profileShape.lastNameKana,
  firstNameKana: profileShape.firstNameKana,
  zipNumber: profileShape.zipNumber,
  prefecture: profileShape.prefecture,
  municipalityCode: profileShape.municipalityCode,
  city: profileShape.city,
  town: profileShape.town,
  streetAddress: profileShape.streetAddress,
  buildingName: profileShape.buildingName,
  phoneNumber: profileShape.phoneNumber,
}

export const destinationSchema = z.object(destinationShape)
export type DestinationInput = z.input<typeof destinationSchema>

/** POST regular/delivery-address-change: without `code` the code is mailed; with it the change applies. */
export const addressChangeBodySchema = z.object({
  regularOrderNumber: regularOrderNumberField,
  regularOrderDetailSequenceNumber: sequenceField,
  destination: destinationSchema,
  authenticateTransactionId: z.string().max(128).optional(),
  code: z.string().trim().max(20).optional(),
})

export { PAYMENT_CHOICE_MESSAGES }

/** POST payment-method-change/check and payment-method-change. */
export const paymentChoiceBodySchema = z
  .object({
    regularOrderNumber: regularOrderNumberField,
    paymentMethod: z.enum(['1', '2', '3', '4'], { error: PAYMENT_CHOICE_MESSAGES.method }),
    /** Credit card: 'saved' (the card the provider keeps) or 'new' (with the token script's token). */
    card: z.enum(['saved', 'new'], { error: PAYMENT_CHOICE_MESSAGES.card }).optional(),
    cardToken: z.string().trim().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.paymentMethod !== '2') return
    if (!v.card) ctx.addIssue({ code: 'custom', path: ['card'], message: PAYMENT_CHOICE_MESSAGES.card })
  })

/**
 * POST payment-method-change: the choice (as for check), or after the 3-D Secure challenge only the provider's
 * reference the callback page carries (threeDSecureReference).
 */
export const paymentChangeBodySchema = z
  .object({
    regularOrderNumber: regularOrderNumberField,
    paymentMethod: z.enum(['1', '2', '3', '4'], { error: PAYMENT_CHOICE_MESSAGES.method }).optional(),
    card: z.enum(['saved', 'new'], { error: PAYMENT_CHOICE_MESSAGES.card }).optional(),
    cardToken: z.string().trim().max(200).optional(),
    threeDSecureReference: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.threeDSecureReference) return
    if (!v.paymentMethod)
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: PAYMENT_CHOICE_MESSAGES.method })
    else if (v.paymentMethod === '2' && !v.card)
      ctx.addIssue({ code: 'custom', path: ['card'], message: PAYMENT_CHOICE_MESSAGES.card })
  })

/** Direct-debit registration (口座振替): sent to the provider, never stored by the shop (only its reference). */
export const DIRECT_DEBIT_ACCOUNT_TYPES = { '1': '普通', '2': '当座' } as const

const KATAKANA_HOLDER = /^[ァ-ヶー\u3000 ]+$/

export const directDebitBodySchema = z.object({
  bankCode: z
    .string({ error: '金融機関コードを入力してください' })
    .trim()
    .regex(/^\d{4}$/, '金融機関コードは4桁の数字で入力してください'),
  branchCode: z
    .string({ error: '支店コードを入力してください' })
    .trim()
    .regex(/^\d{3}$/, '支店コードは3桁の数字で入力してください'),
  accountType: z.enum(['1', '2'], { error: '預金種目を選択してください' }),
  accountNumber: z
    .string({ error: '口座番号を入力してください' })
    .trim()
    .regex(/^\d{7}$/, '口座番号は7桁の数字で入力してください'),
  holderKana: z
    .string({ error: '口座名義（カナ）を入力してください' })
    .trim()
    .min(1, '口座名義（カナ）を入力してください')
    .max(30, '口座名義（カナ）は30文字以内で入力してください')
    .regex(KATAKANA_HOLDER, '口座名義は全角カタカナで入力してください'),
})
export type DirectDebitAccount = z.output<typeof directDebitBodySchema>
