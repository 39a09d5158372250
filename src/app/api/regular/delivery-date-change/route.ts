import { regularDateChangeCall } from '@/lib/api/calls/regular'
import { handle } from '@/lib/api/server'

import { changeDate } from './change-date'

export const dynamic = 'force-dynamic'

export const POST = handle(regularDateChangeCall, changeDate)
