/**
 * Delivery date and time choices of checkout (spec §3/§4, docs/adr/019-checkout-form-and-confirmation.md).
 * Pure: the order date (a Japan calendar day, see todayInJapan) and the calendar settings are passed in.
 * Dates are 'YYYY-MM-DD' strings of the Japanese calendar; which dates are offered is the shipping calendar's
 * rule (src/shop/calendar/delivery-calendar.ts, ADR 030).
 */
import { offeredDeliveryDates, type DeliveryCalendarSettings } from '@/shop/calendar/delivery-calendar'
import { formatJapaneseDay, isIsoDate } from '@/shop/calendar/japan-date'

// Old import paths of src/ui/checkout/DeliveryStep.tsx; remove once it imports from src/shop/calendar.

/** DELIVERY_DATE (spec §4): '1' none specified, '2' a specified date, '3' with the regular delivery. */
export const DELIVERY_DATE_OPTIONS = { NONE: '1', SPECIFIED: '2', WITH_REGULAR: '3' } as const
export type DeliveryDateOption = (typeof DELIVERY_DATE_OPTIONS)[keyof typeof DELIVERY_DATE_OPTIONS]
export const DELIVERY_DATE_OPTION_VALUES = ['1', '2', '3'] as const satisfies readonly DeliveryDateOption[]

export const DELIVERY_DATE_OPTION_LABELS: Record<DeliveryDateOption, string> = {
  '1': '指定なし（最短でお届け）',
  '2': 'お届け日を指定する',
  '3': '定期お届け商品と同じ日にお届け',
}

/** DELIVERY_TIME codes and their labels: the usual time slots of Japanese home-delivery carriers. */
export const DELIVERY_TIME_SLOTS = [
  { code: '0', label: '指定なし' },
  { code: '1', label: '午前中' },
  { code: '2', label: '14時〜16時' },
  { code: '3', label: '16時〜18時' },
  { code: '4', label: '18時〜20時' },
  { code: '5', label: '19時〜21時' },
] as const
export type DeliveryTimeCode = (typeof DELIVERY_TIME_SLOTS)[number]['code']
export const DELIVERY_TIME_CODES = DELIVERY_TIME_SLOTS.map((s) => s.code) as [
  DeliveryTimeCode,
  ...DeliveryTimeCode[],
]

export function deliveryTimeLabel(code: string): string | undefined {
  return DELIVERY_TIME_SLOTS.find((s) => s.code === code)?.label
}

export interface DeliveryChoice {
  option: string
  /** 'YYYY-MM-DD' when option is '2'. */
  date?: string
  time?: string
}

export interface DeliveryChoiceContext {
  orderDate: string
  /** Whether the cart has regular-delivery lines ('3' is offered only then). */
  hasRegular: boolean
  /** Unset: DEFAULT_DELIVERY_CALENDAR. */
  calendar?: DeliveryCalendarSettings
}

export const DELIVERY_MESSAGES = {
  option: 'お届け日の指定方法を選択してください',
  withRegularOnly: '定期お届け商品がないため「定期お届け商品と同じ日にお届け」は選択できません',
  dateRequired: 'お届け希望日を選択してください',
  dateInvalid: 'お届け希望日が正しくありません',
  dateNotOffered: 'お届け希望日は表示されている日付の中から選択してください',
  time: 'お届け時間帯を選択してください',
} as const

export type DeliveryProblem = {
  field: 'DELIVERY_DATE' | 'DELIVERY_SPECIFIED_DATE' | 'DELIVERY_TIME'
  message: string
}

/** Every problem of a delivery choice, each on the field that shows it. */
export function deliveryChoiceProblems(
  choice: DeliveryChoice,
  ctx: DeliveryChoiceContext,
): DeliveryProblem[] {
  const problems: DeliveryProblem[] = []
  if (!(DELIVERY_DATE_OPTION_VALUES as readonly string[]).includes(choice.option))
    problems.push({ field: 'DELIVERY_DATE', message: DELIVERY_MESSAGES.option })
  else if (choice.option === DELIVERY_DATE_OPTIONS.WITH_REGULAR && !ctx.hasRegular)
    problems.push({ field: 'DELIVERY_DATE', message: DELIVERY_MESSAGES.withRegularOnly })
  else if (choice.option === DELIVERY_DATE_OPTIONS.SPECIFIED) {
    const date = choice.date ?? ''
    if (date === '')
      problems.push({ field: 'DELIVERY_SPECIFIED_DATE', message: DELIVERY_MESSAGES.dateRequired })
    else if (!isIsoDate(date))
      problems.push({ field: 'DELIVERY_SPECIFIED_DATE', message: DELIVERY_MESSAGES.dateInvalid })
    else if (!offeredDeliveryDates(ctx.orderDate, ctx.calendar).includes(date))
      problems.push({ field: 'DELIVERY_SPECIFIED_DATE', message: DELIVERY_MESSAGES.dateNotOffered })
  }
  if (deliveryTimeLabel(choice.time ?? '0') === undefined)
    problems.push({ field: 'DELIVERY_TIME', message: DELIVERY_MESSAGES.time })
  return problems
}

/** 「2026年12月1日（火） 午前中」, 「指定なし（最短でお届け） 時間帯: 指定なし」 … for confirm screens and mails. */
export function deliveryChoiceLabel(choice: DeliveryChoice): string {
  const time = deliveryTimeLabel(choice.time ?? '0') ?? '指定なし'
  const day =
    choice.option === DELIVERY_DATE_OPTIONS.SPECIFIED && choice.date && isIsoDate(choice.date)
      ? formatJapaneseDay(choice.date)
      : (DELIVERY_DATE_OPTION_LABELS[choice.option as DeliveryDateOption] ?? DELIVERY_DATE_OPTION_LABELS['1'])
  return `${day}　時間帯：${time}`
}
