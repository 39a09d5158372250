import { regularPointUseCall } from '@/lib/api/calls/regular'
import { handle } from '@/lib/api/server'

import { setPointUse } from './set-point-use'

export const dynamic = 'force-dynamic'

export const POST = handle(regularPointUseCall, setPointUse)
