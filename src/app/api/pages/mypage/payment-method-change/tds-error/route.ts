import { paymentChangeTdsErrorCall } from '@/lib/api/calls/course-changes'
import { handle } from '@/lib/api/server'
import { paymentChangeErrorPage } from '@/shop/courses/payment-change-paths'

export const dynamic = 'force-dynamic'

export const GET = handle(paymentChangeTdsErrorCall, ({ query }) =>
  paymentChangeErrorPage(query.code, query.regularOrderNumber),
)
