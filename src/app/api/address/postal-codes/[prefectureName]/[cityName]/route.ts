import { postalCodesCall } from '@/lib/api/calls/address'
import { handle } from '@/lib/api/server'
import { listPostalCodes } from '@/shop/address/address-lookup'

import { staticJson } from '../../../static-json'

export const dynamic = 'force-dynamic'

export const GET = handle(postalCodesCall, ({ params, query }) =>
  staticJson(listPostalCodes(params.prefectureName, params.cityName, query['sort-method'])),
)
