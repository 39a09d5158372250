/**
 * The page data of the my page and its customer and order pages (spec §7 `pages/mypage` and sub-pages; issue 26):
 * each answers what its page shows, from the same server reads the page renders with. Members only: a guest gets
 * 401, and a member only ever their own data (another member's order number is 404, never saying it exists).
 */
import { z } from 'zod'

import { OTP_PAGE_DATA } from '@/shop/customer/one-time-password-fields'
import { ORDER_STATUSES } from '@/shop/orders/order-status'

import { defineCall } from '../define-call'
import { customerStateSchema } from './auth'
import { profileViewSchema } from './customer'
import { orderReviewSchema } from './order'
import { orderNumberField } from './order-cancel'

export const myPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage',
  operationId: 'getPagesMypage',
  summary:
    'マイページのデータ：ログイン中の会員（お名前・会員番号・ステージ・ポイント）と、チャットでのお問い合わせ先',
  tags: ['mypage'],
  errors: [401],
  response: z.object({
    customer: customerStateSchema,
    /** 「3星」「VIP」; null below the first stage. */
    stageLabel: z.string().nullable(),
    /** The chat app's link and QR code (site settings); null when none is set. */
    chat: z.object({ chatUrl: z.string(), chatQrSrc: z.string() }).nullable(),
  }),
})

export const myPageCustomerCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/customer',
  operationId: 'getPagesMypageCustomer',
  summary: '会員情報の画面データ：登録内容と、LINE・グループIDの連携',
  tags: ['mypage'],
  errors: [401],
  response: z.object({
    profile: profileViewSchema,
    linked: z.object({ line: z.boolean(), group: z.boolean() }),
  }),
})

/** The change form's fields under the registration form's names (src/shop/customer/person-address.ts). */
const profileFormValuesSchema = z.object({
  lastName: z.string(),
  firstName: z.string(),
  lastNameKana: z.string(),
  firstNameKana: z.string(),
  gender: z.string(),
  birthYear: z.string(),
  birthMonth: z.string(),
  birthDay: z.string(),
  zipNumber: z.string(),
  prefecture: z.string(),
  municipalityCode: z.string(),
  city: z.string(),
  town: z.string(),
  streetAddress: z.string(),
  buildingName: z.string(),
  phoneNumber: z.string(),
  wantMailMagazine: z.boolean(),
})

export const myPageCustomerChangeCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/customer/change',
  operationId: 'getPagesMypageCustomerChange',
  summary: '登録情報の変更画面のデータ：いまの登録内容（変更フォームの項目名で）',
  tags: ['mypage'],
  errors: [401],
  response: z.object({ registered: profileFormValuesSchema }),
})

export const myPageMailAddressCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/customer/mailaddress',
  operationId: 'getPagesMypageCustomerMailaddress',
  summary: 'メールアドレスの変更画面のデータ：いまのメールアドレスと確認コードの決まり',
  tags: ['mypage'],
  errors: [401],
  response: z.object({
    currentEmail: z.string(),
    otp: z.object({
      codeDigits: z.literal(OTP_PAGE_DATA.codeDigits),
      validMinutes: z.number(),
      resendIntervalSeconds: z.number(),
      maxSends: z.number(),
      maxFailedAttempts: z.number(),
    }),
  }),
})

export const myPagePasswordCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/customer/password',
  operationId: 'getPagesMypageCustomerPassword',
  summary: 'パスワードの変更画面のデータ：ログインに使うメールアドレスとパスワードの決まり',
  tags: ['mypage'],
  errors: [401],
  response: z.object({
    email: z.string(),
    passwordMinLength: z.number().int(),
    passwordMaxLength: z.number().int(),
  }),
})

export const orderHistoryPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/order-history',
  operationId: 'getPagesMypageOrderHistory',
  summary: 'ご注文履歴（新しい順に10件ずつ。お支払いが失敗したご注文は含みません）',
  tags: ['mypage', 'order'],
  errors: [401],
  query: z.object({
    page: z.coerce
      .number({ error: 'ページ番号は数字で指定してください' })
      .int('ページ番号は整数で指定してください')
      .min(1, 'ページ番号は1以上で指定してください')
      .max(9999, 'ページ番号は9999以下で指定してください')
      .optional()
      .default(1),
  }),
  response: z.object({
    orders: z.array(
      z.object({
        orderNumber: z.string(),
        placedAt: z.string(),
        status: z.enum(ORDER_STATUSES),
        statusLabel: z.string(),
        amountDue: z.number().int(),
        itemCount: z.number().int(),
        firstItemName: z.string(),
        lineCount: z.number().int(),
        hasRegularDelivery: z.boolean(),
        cancellable: z.boolean(),
      }),
    ),
    page: z.number().int(),
    totalPages: z.number().int(),
    totalOrders: z.number().int(),
  }),
})

const receiptStateSchema = z.object({
  available: z.boolean(),
  /** Why no receipt can be issued (now or at all); null when one can. */
  reason: z.string().nullable(),
  /** Not yet, but later without the member doing anything (after shipping). */
  later: z.boolean(),
  issued: z.boolean(),
  /** The fixed addressee once issued; before that, the orderer's name the form starts with. */
  addressee: z.string(),
})

export const orderDetailPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/order-history/{orderNumber}',
  operationId: 'getPagesMypageOrderHistoryDetail',
  summary:
    'ご注文の詳細：明細・合計・税率ごとの内訳、お支払い方法、お届け先、経過、キャンセルできるか、領収書',
  tags: ['mypage', 'order'],
  errors: [401, 404],
  params: z.object({ orderNumber: orderNumberField }),
  response: z.object({
    order: z.object({
      orderNumber: z.string(),
      placedAt: z.string(),
      status: z.enum(ORDER_STATUSES),
      statusLabel: z.string(),
      lines: orderReviewSchema.shape.lines,
      hasReducedRate: z.boolean(),
      totals: orderReviewSchema.shape.totals,
      taxByRate: orderReviewSchema.shape.taxByRate,
      pointsUsed: z.number().int(),
      pointsToEarn: z.number().int(),
      paymentMethod: z.string(),
      destination: z.object({ name: z.string(), postalCode: z.string(), address: z.string() }),
      delivery: z.string(),
      events: z.array(z.object({ label: z.string(), at: z.string() })),
      cancellable: z.boolean(),
      cancelScope: z.enum(['delivery', 'opens-course', 'one-time']),
      regularSequence: z.number().int().nullable(),
    }),
    receipt: receiptStateSchema,
  }),
})
