/**
 * Step shopping05: the payment method, CARD_TOKEN instead of card data.
 */
import { z } from 'zod'

import { ORDER_PAYMENT_METHODS, PAYMENT_METHODS } from '@/shop/payments/payment-methods'

import { cardDataGuard } from './card-data'
import type { CheckoutContext } from './context'
import { addIssues, flag, text, type Issue } from './shared'

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
