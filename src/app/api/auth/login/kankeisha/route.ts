import { kankeishaLoginCall } from '@/lib/api/calls/auth'
import { ApiError } from '@/lib/api/errors'
import {
  isKankeishaMember,
  KANKEISHA_SIGN_IN_MESSAGES,
  NOT_KANKEISHA_CODE,
} from '@/shop/auth/kankeisha-sign-in'

import { signInRoute } from '../../sign-in-route'

export const dynamic = 'force-dynamic'

/** /kankeisha/login/ (ADR 015): the ordinary sign-in, for kankeisha members only. */
export const POST = signInRoute(kankeishaLoginCall, {
  eligible: isKankeishaMember,
  notEligible: () => ApiError.forbidden(KANKEISHA_SIGN_IN_MESSAGES.notKankeisha, NOT_KANKEISHA_CODE),
})
