/**
 * Step shopping06: points.
 */
import { z } from 'zod'

import { POINT_METHODS, resolvePointUse, type PointMethod } from '@/shop/points/point-rules'

import type { CheckoutContext } from './context'
import { text } from './shared'

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
