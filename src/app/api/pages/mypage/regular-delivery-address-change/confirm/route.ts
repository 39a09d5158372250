import { addressChangeConfirmPageCall } from '@/lib/api/calls/course-changes'
import { handle } from '@/lib/api/server'

import { addressChangePage } from '../page-data'

export const dynamic = 'force-dynamic'

export const GET = handle(addressChangeConfirmPageCall, ({ query, request }) =>
  addressChangePage(request, query),
)
