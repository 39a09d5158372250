import { paymentChangeCheckCall } from '@/lib/api/calls/course-changes'
import { handle } from '@/lib/api/server'

import { checkPaymentChange } from './check-payment-change'

export const dynamic = 'force-dynamic'

export const POST = handle(paymentChangeCheckCall, checkPaymentChange)
