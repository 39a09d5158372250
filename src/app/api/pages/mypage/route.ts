import { getChrome } from '@/app/_data/content'
import { myPageCall } from '@/lib/api/calls/mypage'
import { handle } from '@/lib/api/server'
import { customerState } from '@/shop/customer/customer-state'
import { stageLabel } from '@/shop/customer/stage'

import { requireMember } from '../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

/** What /mypage/ shows: the signed-in member (as the header's state) and the chat contact of the settings. */
export const GET = handle(myPageCall, async ({ request }) => {
  const { customer } = await requireMember(request)
  const { contact } = await getChrome()
  return {
    customer: customerState(customer),
    stageLabel: stageLabel(customer.stage) ?? null,
    chat: contact ? { chatUrl: contact.chatUrl, chatQrSrc: contact.chatQrSrc } : null,
  }
})
