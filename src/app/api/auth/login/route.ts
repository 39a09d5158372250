import { loginCall } from '@/lib/api/calls/auth'

import { signInRoute } from '../sign-in-route'

export const dynamic = 'force-dynamic'

export const POST = signInRoute(loginCall)
