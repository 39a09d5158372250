/**
 * Step shopping03: the delivery date and time.
 */
import { z } from 'zod'

import { isIsoDate } from '@/shop/calendar/japan-date'

import {
  DELIVERY_DATE_OPTIONS,
  DELIVERY_TIME_CODES,
  deliveryChoiceProblems,
  deliveryTimeLabel,
} from '../delivery-dates'
import type { CheckoutContext } from './context'
import { addIssues, text } from './shared'

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
          calendar: ctx.calendar,
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
