import { paymentChangeCall } from '@/lib/api/calls/course-changes'
import { handle } from '@/lib/api/server'

import { changePayment } from './change-payment'

export const dynamic = 'force-dynamic'

export const POST = handle(paymentChangeCall, changePayment)
