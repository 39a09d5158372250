/**
 * The signed-in member's own account (spec §7 PUT customer, PUT customer/password, customer/one-time-password
 * send and verify, DELETE customer; ADR 016). Every call answers 401 to a guest. Code failures answer like the
 * password re-register calls: 400 wrong code, 410 unknown/expired/used, 423 locked, 429 limits.
 */
import { z } from 'zod'

import { CUSTOMER_MESSAGES } from '@/shop/customer/customer-messages'
import { codeField, transactionIdField } from '@/shop/customer/one-time-password-fields'
import { currentPasswordField, passwordChangeSchema } from '@/shop/customer/password-inputs'
import { emailField } from '@/shop/customer/person-fields'
import { profileSchema } from '@/shop/customer/registration-schema'

import { defineCall } from '../define-call'
import { customerStateSchema } from './auth'

/** The member's registered information (src/shop/customer/person-address.ts). */
export const profileViewSchema = z.object({
  lastName: z.string(),
  firstName: z.string(),
  lastNameKana: z.string(),
  firstNameKana: z.string(),
  gender: z.enum(['Male', 'Female', 'X']),
  /** YYYY-MM-DD */
  birthDate: z.string().nullable(),
  postalCode: z.string(),
  prefecture: z.string(),
  municipalityCode: z.string().nullable(),
  city: z.string(),
  town: z.string().nullable(),
  streetAddress: z.string(),
  building: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  wantsMailMagazine: z.boolean(),
})

export const customerUpdateCall = defineCall({
  method: 'PUT',
  path: 'customer',
  operationId: 'putCustomer',
  summary:
    'ログイン中の会員の登録情報（氏名・フリガナ・性別・生年月日・住所・電話番号・メールマガジン）を変更する',
  tags: ['customer'],
  errors: [401, 403],
  body: profileSchema,
  response: z.object({ state: customerStateSchema, profile: profileViewSchema }),
})

export const customerPasswordCall = defineCall({
  method: 'PUT',
  path: 'customer/password',
  operationId: 'putCustomerPassword',
  summary:
    'ログイン中の会員のパスワードを変更する（現在のパスワードが必要）。この端末以外のセッションを終了し、お知らせメールを送る',
  tags: ['customer'],
  // 400 with fields.currentPassword: the current password is wrong; 429: too many wrong current passwords.
  errors: [401, 403, 429],
  body: passwordChangeSchema,
  response: z.object({ changed: z.literal(true) }),
})

export const newEmailSchema = z.object({ newEmail: emailField('新しいメールアドレス') })

export const customerOtpSendCall = defineCall({
  method: 'POST',
  path: 'customer/one-time-password/send',
  operationId: 'postCustomerOneTimePasswordSend',
  summary:
    'メールアドレス変更の確認コードを新しいメールアドレスに送る。authenticateTransactionId を付けると同じお手続きに再送信する',
  tags: ['customer'],
  // 400 with fields.newEmail: already registered or unchanged.
  errors: [401, 403, 410, 423, 429],
  body: newEmailSchema.extend({ authenticateTransactionId: transactionIdField.optional() }),
  response: z.object({ authenticateTransactionId: z.string() }),
})

export const customerOtpVerifyCall = defineCall({
  method: 'POST',
  path: 'customer/one-time-password/verify',
  operationId: 'postCustomerOneTimePasswordVerify',
  summary:
    '確認コードを確かめ、ログイン中の会員のメールアドレスを変更する。変更前のアドレスにお知らせメールを送る',
  tags: ['customer'],
  // 409: the new address was registered by someone else meanwhile.
  errors: [401, 403, 409, 410, 423, 429],
  body: newEmailSchema.extend({ authenticateTransactionId: transactionIdField, code: codeField }),
  response: z.object({ email: z.string() }),
})

export const withdrawalInputSchema = z.object({
  currentPassword: currentPasswordField,
  confirm: z.literal(true, { error: CUSTOMER_MESSAGES.withdrawConfirm }),
})

export const customerDeleteCall = defineCall({
  method: 'DELETE',
  path: 'customer',
  operationId: 'deleteCustomer',
  summary:
    '退会する（現在のパスワードと確認が必要）。すべてのセッションを終了し、ログインできなくする。注文の記録は保管する',
  tags: ['customer'],
  // 409: a regular-delivery course is still running.
  errors: [401, 403, 409, 429],
  body: withdrawalInputSchema,
  response: customerStateSchema,
})
