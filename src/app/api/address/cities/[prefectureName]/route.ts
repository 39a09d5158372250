import { citiesCall } from '@/lib/api/calls/address'
import { handle } from '@/lib/api/server'
import { listCities } from '@/shop/address/address-lookup'

import { staticJson } from '../../static-json'

export const dynamic = 'force-dynamic'

export const GET = handle(citiesCall, ({ params }) => staticJson(listCities(params.prefectureName)))
