import { INQUIRY_PAGE_DATA, inquiryPageCall } from '@/lib/api/calls/inquiry'
import { handle } from '@/lib/api/server'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'

export const dynamic = 'force-dynamic'

export const GET = handle(inquiryPageCall, async () => ({
  ...INQUIRY_PAGE_DATA,
  phone: SHOP_CONTACT.phone,
  phoneHours: SHOP_CONTACT.phoneHours,
}))
