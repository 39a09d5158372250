import { continuationCheckCall } from '@/lib/api/calls/campaign-gifts'

import { giftCheckRoute } from '../../gift-http'

export const dynamic = 'force-dynamic'

export const POST = giftCheckRoute('continuation', continuationCheckCall)
