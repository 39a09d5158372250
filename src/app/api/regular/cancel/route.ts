import { regularCancelCall } from '@/lib/api/calls/regular'
import { handle } from '@/lib/api/server'

import { cancelCourse } from './cancel-course'

export const dynamic = 'force-dynamic'

export const POST = handle(regularCancelCall, cancelCourse)
