/**
 * The sample application form (spec §3 field names, as registration's): the applicant's name, address, phone and
 * mail address, consent to the handling of personal data, and which sample of which campaign. One schema for
 * `campaign/apply/check` and `campaign/apply`, with a Japanese message naming each field.
 */
import { z } from 'zod'

import { PRODUCT_CODE_PATTERN } from '@/shop/catalogue/codes'
import { emailField } from '@/shop/customer/person-fields'
import { profileShape } from '@/shop/customer/registration-schema'

import { isPromotionId } from '../campaign-kinds'

export const applyTargetShape = {
  promotionId: z
    .string({ error: 'プロモーションIDを指定してください' })
    .refine(isPromotionId, 'プロモーションIDの形式が正しくありません'),
  productCode: z
    .string({ error: '商品コードを指定してください' })
    .regex(PRODUCT_CODE_PATTERN, '商品コードの形式が正しくありません'),
}

/** The applicant: who the sample is sent to (registration's person fields, a mail address, the consent). */
export const applicantShape = {
  ...z.object(profileShape).pick({
    lastName: true,
    firstName: true,
    lastNameKana: true,
    firstNameKana: true,
    zipNumber: true,
    prefecture: true,
    municipalityCode: true,
    city: true,
    town: true,
    streetAddress: true,
    buildingName: true,
    phoneNumber: true,
  }).shape,
  email: emailField('メールアドレス'),
  agreePrivacy: z.literal(true, { error: '個人情報の取り扱いへの同意が必要です' }),
}

export const applyFormSchema = z.object({ ...applyTargetShape, ...applicantShape })

export type ApplyFormInput = z.input<typeof applyFormSchema>
export type ApplyForm = z.output<typeof applyFormSchema>
