/** The inquiry form's calls (spec §7): its page data and the submission. */
import { z } from 'zod'

import { botCheckSolutionSchema } from '@/shop/bot-check/bot-check-schema'
import { INQUIRY_CATEGORIES, INQUIRY_MESSAGE_MAX, inquiryInputSchema } from '@/shop/inquiry/inquiry-schema'

import { defineCall } from '../define-call'

export const inquiryPageCall = defineCall({
  method: 'GET',
  path: 'pages/inquiry/contact',
  operationId: 'getPagesInquiryContact',
  summary: 'お問い合わせフォームの表示内容',
  tags: ['pages', 'inquiry'],
  response: z.object({
    categories: z.array(z.object({ value: z.string(), label: z.string() })),
    messageMaxLength: z.number(),
    phone: z.string(),
    phoneHours: z.string(),
  }),
})

export const inquiryCall = defineCall({
  method: 'POST',
  path: 'inquiry',
  operationId: 'postInquiry',
  summary:
    'お問い合わせを送信する（受付番号だけを記した受付メールを送信）。自動送信防止の解答（botCheck）が必要。送信回数は接続元IPとメールアドレスごとに制限',
  tags: ['inquiry'],
  // 403: the bot check; 429: too many sends from this IP or to this address (Retry-After).
  errors: [403, 429],
  // The form's fields plus the bot check's solution (ADR 011); the form page validates without it.
  body: inquiryInputSchema.extend({ botCheck: botCheckSolutionSchema }),
  response: z.object({ receiptNumber: z.string() }),
})

export const INQUIRY_PAGE_DATA = {
  categories: INQUIRY_CATEGORIES.map((c) => ({ ...c })),
  messageMaxLength: INQUIRY_MESSAGE_MAX,
}
