import { prefecturesCall } from '@/lib/api/calls/address'
import { handle } from '@/lib/api/server'
import { listPrefectures } from '@/shop/address/address-lookup'

import { staticJson } from '../static-json'

export const dynamic = 'force-dynamic'

export const GET = handle(prefecturesCall, () => staticJson(listPrefectures()))
