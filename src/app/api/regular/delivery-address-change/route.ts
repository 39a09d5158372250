import { addressChangeCall } from '@/lib/api/calls/course-changes'
import { handle } from '@/lib/api/server'

import { changeAddress } from './change-address'

export const dynamic = 'force-dynamic'

export const POST = handle(addressChangeCall, changeAddress)
