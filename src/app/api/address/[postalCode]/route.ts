import { addressCall } from '@/lib/api/calls/address'
import { handle } from '@/lib/api/server'
import { lookupAddress } from '@/shop/address/address-lookup'

import { staticJson } from '../static-json'

export const dynamic = 'force-dynamic'

export const GET = handle(addressCall, ({ params }) => staticJson(lookupAddress(params.postalCode)))
