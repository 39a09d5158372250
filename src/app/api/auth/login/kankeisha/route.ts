import { kankeishaLoginCall } from '@/lib/api/calls/auth'

import { KANKEISHA_DOOR, signInRoute } from '../../sign-in-route'

export const dynamic = 'force-dynamic'

/** /kankeisha/login/ (ADR 015): the ordinary sign-in, for kankeisha members only. */
export const POST = signInRoute(kankeishaLoginCall, KANKEISHA_DOOR)
