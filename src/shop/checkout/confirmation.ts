/**
 * The final confirmation screen's content (特定商取引法 12条の6, japan-commerce-rules.md; ADR 019): the six
 * items, with the regular-delivery terms when the order has regular lines, the return rule (返品特約), the
 * per-rate tax totals and the points. Structured data (headings and texts) a page or a mail renders as it is.
 * Pure: the bill comes from checkoutBill, the points to earn from the points module.
 */
import { REGULAR_CHANGE_DEADLINE_DAYS } from '@/shop/courses/change-deadline'
import { CYCLE_LABELS, type RegularCycle } from '@/shop/catalogue/codes'
import { CYCLE_INTERVAL_LABELS } from '@/shop/catalogue/cycle-labels'
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethodCode,
} from '@/shop/payments/payment-methods'
import { includingTax, isRegularCycle, lineAmount, type PricedLine } from '@/shop/pricing'

import { nextDelivery } from '@/shop/orders/delivery-dates'

import { closureText, STANDARD_DELIVERY_TEXT } from '@/shop/calendar/delivery-calendar'
import { formatJapaneseDay } from '@/shop/calendar/japan-date'

import { DELIVERY_DATE_OPTIONS, deliveryChoiceLabel, type DeliveryChoice } from './delivery-dates'
import {
  checkoutBill,
  GIFT_PACKAGING_LABELS,
  GIFT_WRAPPING_KINDS,
  type CheckoutBill,
  type GiftChoice,
} from './fees'
import { formatPoints, taxIncluded } from '@/shop/pricing/format-amount'
import { TAX_BREAKDOWN_HEADING, taxBreakdownLines, type TaxBreakdownLine } from '@/shop/pricing/tax-breakdown'
import { SHOP_FACTS } from '@/shop/site/shop-facts'

/** Spec §1/§9: change or cancel a regular delivery by this many days before the next delivery (one source). */
export const REGULAR_CHANGE_CUTOFF_DAYS = REGULAR_CHANGE_DEADLINE_DAYS
/** Spec §1/§9: returns within this many days of arrival, through the inquiry form. */
export const RETURN_DAYS = 7
export const INQUIRY_FORM_PATH = '/inquiry/contact/'
export const MYPAGE_REGULAR_COURSES_PATH = '/mypage/regular-courses/'
/** Where a member cancels an unshipped order (each order's detail page links its cancellation, ADR 036). */
export const MYPAGE_ORDER_HISTORY_PATH = '/mypage/order-history/'

export interface ConfirmLine extends PricedLine {
  productName: string
}

export interface ConfirmSection {
  id: string
  heading: string
  texts: string[]
  /** Pages the texts refer to (site-relative), for the page to link. */
  links?: { label: string; href: string }[]
}

/** The six items of 特定商取引法 12条の6, in the law's order. */
export const LEGAL_ITEM_IDS = [
  'quantity',
  'price',
  'payment',
  'delivery',
  'applicationPeriod',
  'cancellation',
] as const
export type LegalItemId = (typeof LEGAL_ITEM_IDS)[number]

export const LEGAL_ITEM_HEADINGS: Record<LegalItemId, string> = {
  quantity: '分量（数量・お届け回数）',
  price: '販売価格・送料',
  payment: 'お支払いの時期・方法',
  delivery: 'お届けの時期',
  applicationPeriod: 'お申込みの期間',
  cancellation: 'ご注文の変更・キャンセル・解約について',
}

export const RETURN_POLICY: ConfirmSection = {
  id: 'returns',
  heading: '返品について（返品特約）',
  texts: [
    `商品到着後${RETURN_DAYS}日以内に、お問い合わせフォームからご連絡ください。`,
    `商品到着から${RETURN_DAYS}日を過ぎた場合、返品はお受けできません。`,
  ],
  links: [{ label: 'お問い合わせフォーム', href: INQUIRY_FORM_PATH }],
}

/** When and how payment is taken, per method (the later deliveries of a regular course the same way). */
export const PAYMENT_TIMING: Partial<Record<PaymentMethodCode, string[]>> = {
  [PAYMENT_METHODS.CASH_ON_DELIVERY]: [
    '商品お届け時に、配達員に現金でお支払いください。代金引換手数料がかかります。',
    '定期お届けの2回目以降も、各回のお届け時に同じ方法でお支払いいただきます。',
  ],
  [PAYMENT_METHODS.CREDIT_CARD]: [
    'ご注文確定時にカードの与信（オーソリ）を行い、商品発送時に決済を確定します。お引き落とし日はご利用のカード会社の規定によります。',
    '定期お届けの2回目以降は、各回の発送時に同じカードで決済します。',
  ],
  [PAYMENT_METHODS.DIRECT_DEBIT]: [
    `${SHOP_FACTS.directDebitDate}（金融機関休業日の場合は翌営業日）に、ご指定の口座から引き落とします。`,
    '口座振替のお手続きが完了するまでは、商品に払込用紙を同封しますので、到着後14日以内にお支払いください。',
  ],
  [PAYMENT_METHODS.POSTAL_TRANSFER]: [
    '商品に同封の払込用紙で、商品到着後14日以内に郵便局・銀行・コンビニエンスストアでお支払いください（後払い）。',
    '定期お届けの2回目以降も、各回の商品に払込用紙を同封します。',
  ],
  // App payments and Rakuten Pay (ADR 020): approved in the app when the order is placed. The texts describe the
  // sandbox; recheck them against the providers' contracts (continuous billing) before going live.
  ...Object.fromEntries(
    (
      [
        [PAYMENT_METHODS.PAYPAY, 'PayPay'],
        [PAYMENT_METHODS.AUPAY, 'au PAY'],
        [PAYMENT_METHODS.DBARAI, 'd払い'],
        [PAYMENT_METHODS.EXTERNAL_SETTLEMENT, '楽天ペイ'],
      ] as const
    ).map(([code, app]) => [
      code,
      [
        `ご注文確定時に${app}の画面でお支払いを承認していただきます。承認後、商品を発送します。`,
        `定期お届けの2回目以降は、各回の発送時に${app}で決済します。`,
      ],
    ]),
  ),
}

export interface ConfirmationInput {
  lines: readonly ConfirmLine[]
  /** checkoutBill over the same lines with the chosen gift, payment method and points. */
  bill: CheckoutBill
  /** The order date in Japan ('YYYY-MM-DD'). */
  orderDate: string
  paymentMethod: PaymentMethodCode
  delivery: DeliveryChoice
  gift: GiftChoice | null
  /** Points to be earned on this order, from the points module. */
  pointsToEarn: number
  /**
   * The shopper has a my page (a member, or a guest registering with this order): only then may the texts send
   * them to it. A guest's order is changed or cancelled through the inquiry form.
   */
  hasAccount: boolean
}

export interface ConfirmLineView {
  productName: string
  purchaseLabel: string
  quantity: number
  /** Tax-included price of one item (総額表示). */
  unitPriceIncludingTax: number
  amountIncludingTax: number
  taxRate: 8 | 10
  /** ※ for reduced-rate (8 %) items. */
  reducedRateMark: '※' | ''
  regular: boolean
}

export interface Confirmation {
  lines: ConfirmLineView[]
  totals: { id: string; label: string; amount: number; text: string }[]
  /** Per rate, tax-inclusive, worded by the one formatter (pricing/tax-breakdown.ts). */
  taxByRate: TaxBreakdownLine[]
  points: ConfirmSection & { used: number; toEarn: number }
  /** The six items (特定商取引法 12条の6). */
  legalItems: Record<LegalItemId, ConfirmSection>
  returnPolicy: ConfirmSection
  hasRegular: boolean
  /** As given: whether texts may point at the shopper's my page. */
  hasAccount: boolean
  /** Everything below the lines, in display order. */
  sections: ConfirmSection[]
}

interface CycleGroup {
  cycle: RegularCycle
  lines: ConfirmLine[]
  perDelivery: NonNullable<CheckoutBill['laterDelivery']>
  next: ReturnType<typeof nextDelivery>
  nextIsEstimate: boolean
}

function regularGroups(input: ConfirmationInput): CycleGroup[] {
  const byCycle = new Map<RegularCycle, ConfirmLine[]>()
  for (const line of input.lines)
    if (isRegularCycle(line.cycleType)) {
      const cycle = line.cycleType as RegularCycle
      byCycle.set(cycle, [...(byCycle.get(cycle) ?? []), line])
    }
  const specified =
    input.delivery.option === DELIVERY_DATE_OPTIONS.SPECIFIED && input.delivery.date
      ? input.delivery.date
      : null
  // The orders module's rule, so the screen shows what the course record will hold: the first delivery is the
  // specified date, otherwise the order date; the next is that plus the cycle's months (out of a closure).
  const firstDate = specified ?? input.orderDate
  return [...byCycle.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([cycle, lines]) => ({
      cycle,
      lines,
      perDelivery: checkoutBill(lines, { paymentMethod: input.paymentMethod }).laterDelivery!,
      next: nextDelivery(firstDate, cycle),
      nextIsEstimate: specified === null,
    }))
}

function thisDeliveryText(input: ConfirmationInput): string {
  const { option } = input.delivery
  if (option === DELIVERY_DATE_OPTIONS.SPECIFIED)
    return `今回のお届け：${deliveryChoiceLabel(input.delivery)}`
  const days = STANDARD_DELIVERY_TEXT
  if (option === DELIVERY_DATE_OPTIONS.WITH_REGULAR)
    return `今回のお届け：定期お届け商品と同じ日に、まとめてお届けします。${days}。`
  return `今回のお届け：${days}。`
}

function legalItems(input: ConfirmationInput, groups: CycleGroup[]): Record<LegalItemId, ConfirmSection> {
  const { bill } = input
  const regular = groups.length > 0
  const item = (id: LegalItemId, texts: string[]): ConfirmSection => ({
    id,
    heading: LEGAL_ITEM_HEADINGS[id],
    texts,
  })
  const cod = input.paymentMethod === PAYMENT_METHODS.CASH_ON_DELIVERY

  const quantity = input.lines.map(
    (l) =>
      `${l.productName}：${isRegularCycle(l.cycleType) ? `1回のお届けにつき${l.quantity}個（定期お届け・${CYCLE_INTERVAL_LABELS[l.cycleType as RegularCycle]}）` : `${l.quantity}個`}`,
  )
  if (regular)
    quantity.push(
      '定期お届けは、お客様から解約のお申し出があるまで継続します（お届け回数の定めはありません）。',
    )

  const price = [`今回のお支払い金額：${taxIncluded(bill.amountDue)}`]
  if (bill.shipping.excludingTax > 0) price.push(`送料：${taxIncluded(bill.shipping.includingTax)}`)
  else price.push('送料：無料')
  if (bill.giftWrapping.excludingTax > 0)
    price.push(`ギフト包装料：${taxIncluded(bill.giftWrapping.includingTax)}`)
  if (bill.cashOnDelivery.excludingTax > 0)
    price.push(`代金引換手数料：${taxIncluded(bill.cashOnDelivery.includingTax)}`)
  for (const g of groups) {
    const interval = CYCLE_INTERVAL_LABELS[g.cycle]
    const perYear = 12 / Number(g.cycle)
    const names = g.lines.map((l) => l.productName).join('、')
    price.push(
      `定期お届け（${interval}）「${names}」：初回お届け分 ${taxIncluded(g.perDelivery.items)}（今回のお支払い金額に含みます）`,
      `2回目以降のお届け：1回あたり ${taxIncluded(g.perDelivery.total)}（送料無料${cod && g.perDelivery.cashOnDelivery.excludingTax > 0 ? `、代金引換手数料${taxIncluded(g.perDelivery.cashOnDelivery.includingTax)}を含む` : ''}）`,
      `1年間（${perYear}回）お続けいただいた場合の目安：${taxIncluded(g.perDelivery.total * perYear)}`,
    )
  }

  const payment = [
    `お支払い方法：${PAYMENT_METHOD_LABELS[input.paymentMethod]}`,
    ...(PAYMENT_TIMING[input.paymentMethod] ?? []).filter((t) => regular || !t.startsWith('定期お届け')),
  ]
  if (bill.pointsUsed > 0)
    payment.push(`ポイント${formatPoints(bill.pointsUsed)}をお支払いに充当します（1pt＝1円）。`)

  const delivery = [thisDeliveryText(input)]
  for (const g of groups) {
    const interval = CYCLE_INTERVAL_LABELS[g.cycle]
    const when = `${formatJapaneseDay(g.next.date)}${g.nextIsEstimate ? '頃' : ''}`
    const after = `${g.nextIsEstimate ? 'ご注文日' : '初回お届け日'}の${g.cycle}ヶ月後`
    const why = g.next.movedOutOf
      ? `${after}が${closureText(g.next.movedOutOf)}の休業期間にあたるため、休業明けの日`
      : after
    delivery.push(
      `定期お届け（${interval}）の次回お届け予定日：${when}（${why}）。以降、${interval}お届けします。`,
    )
  }

  const applicationPeriod = ['お申込みの期間の定めはありません。']

  const where = (myPageSection: string) =>
    input.hasAccount ? `マイページの「${myPageSection}」またはお問い合わせフォーム` : 'お問い合わせフォーム'
  const cancellation = [`ご注文確定後のキャンセルは、商品発送前に限り、${where('ご注文履歴')}から承ります。`]
  if (regular)
    cancellation.push(
      `定期お届けの内容変更（お届け日・数量・お届け間隔）や解約は、次回お届け予定日の${REGULAR_CHANGE_CUTOFF_DAYS}日前までに、${where('定期コース')}からお手続きください。`,
      `次回お届け予定日の${REGULAR_CHANGE_CUTOFF_DAYS}日前を過ぎてからのお申し出は、次々回のお届けから適用となります。`,
    )
  cancellation.push(
    `返品は商品到着後${RETURN_DAYS}日以内にお問い合わせフォームからご連絡ください（下記「返品について」）。`,
  )

  return {
    quantity: item('quantity', quantity),
    price: item('price', price),
    payment: item('payment', payment),
    delivery: item('delivery', delivery),
    applicationPeriod: item('applicationPeriod', applicationPeriod),
    cancellation: {
      ...item('cancellation', cancellation),
      links: [
        ...(input.hasAccount ? [{ label: 'マイページ「ご注文履歴」', href: MYPAGE_ORDER_HISTORY_PATH }] : []),
        ...(input.hasAccount && regular
          ? [{ label: 'マイページ「定期コース」', href: MYPAGE_REGULAR_COURSES_PATH }]
          : []),
        { label: 'お問い合わせフォーム', href: INQUIRY_FORM_PATH },
      ],
    },
  }
}

export function buildConfirmation(input: ConfirmationInput): Confirmation {
  const { bill } = input
  const groups = regularGroups(input)

  const lines: ConfirmLineView[] = input.lines.map((l) => {
    const taxRate = l.taxClass === 'food' ? 8 : 10
    return {
      productName: l.productName,
      purchaseLabel: CYCLE_LABELS[l.cycleType],
      quantity: l.quantity,
      unitPriceIncludingTax: includingTax(l.unitPrice, l.taxClass),
      amountIncludingTax: lineAmount(l.unitPrice, l.quantity, l.taxClass).includingTax,
      taxRate,
      reducedRateMark: taxRate === 8 ? '※' : '',
      regular: isRegularCycle(l.cycleType),
    }
  })

  const totals: Confirmation['totals'] = []
  const total = (id: string, label: string, amount: number, text = taxIncluded(amount)) =>
    totals.push({ id, label, amount, text })
  total('items', '商品合計', bill.priced.order.items.includingTax)
  total('shipping', '送料', bill.shipping.includingTax, bill.shipping.excludingTax > 0 ? undefined : '無料')
  if (bill.giftWrapping.excludingTax > 0)
    total('giftWrapping', 'ギフト包装料', bill.giftWrapping.includingTax)
  if (bill.cashOnDelivery.excludingTax > 0)
    total('cashOnDelivery', '代金引換手数料', bill.cashOnDelivery.includingTax)
  total('total', 'ご注文合計', bill.total)
  if (bill.pointsUsed > 0)
    total('points', 'ポイント利用', -bill.pointsUsed, `−${formatPoints(bill.pointsUsed)}`)
  total('amountDue', 'お支払い金額', bill.amountDue)

  const taxByRate = taxBreakdownLines(bill.byRate)

  const points = {
    id: 'points',
    heading: 'ポイント',
    used: bill.pointsUsed,
    toEarn: input.pointsToEarn,
    texts: [
      `ご利用ポイント：${formatPoints(bill.pointsUsed)}`,
      `今回の獲得予定ポイント：${formatPoints(input.pointsToEarn)}`,
    ],
  }

  const items = legalItems(input, groups)
  const gift: ConfirmSection | null = input.gift
    ? {
        id: 'gift',
        heading: 'ギフト包装',
        texts: [
          `${GIFT_WRAPPING_KINDS[input.gift.kind].label}（${GIFT_PACKAGING_LABELS[input.gift.packaging]}）`,
        ],
      }
    : null
  const taxSection: ConfirmSection = {
    id: 'taxByRate',
    heading: TAX_BREAKDOWN_HEADING,
    texts: [
      ...taxByRate.map((t) => t.text),
      ...(lines.some((l) => l.reducedRateMark) ? ['※は軽減税率（8%）対象商品です。'] : []),
    ],
  }

  return {
    lines,
    totals,
    taxByRate,
    points,
    legalItems: items,
    returnPolicy: RETURN_POLICY,
    hasRegular: groups.length > 0,
    hasAccount: input.hasAccount,
    sections: [
      taxSection,
      points,
      ...(gift ? [gift] : []),
      ...LEGAL_ITEM_IDS.map((id) => items[id]),
      RETURN_POLICY,
    ],
  }
}
