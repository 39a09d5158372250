/**
 * What every club page needs (issue 16): the shop chrome, the page's CMS text, and, for a signed-in member, their
 * live club figures. The pages render per request (the member's figures are theirs alone); a guest gets the same
 * public text with a sign-in call.
 */
import { cookies } from 'next/headers'

import { shopChrome } from '@/app/_data/chrome'
import { getFactValues, getPage } from '@/app/_data/content'
import { getShopPayload } from '@/cms/get-payload'
import { resolveSession } from '@/shop/auth/session-service'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { systemClock } from '@/shop/calendar/clock'
import { loadClubMember } from '@/shop/club/club-member'
import { memberNameText } from '@/ui/format/member-display'

export async function clubContext(cmsPath: string) {
  const payload = await getShopPayload()
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  const [active, chrome, page, facts] = await Promise.all([
    resolveSession(payload, token),
    shopChrome(),
    getPage(cmsPath),
    getFactValues(),
  ])
  const customer = active?.customer ?? null
  const member = customer ? await loadClubMember(payload, customer, systemClock) : null
  return {
    payload,
    chrome,
    page,
    facts,
    customer,
    member,
    memberName: customer ? memberNameText(customer.lastName, customer.firstName) : '',
  }
}

export type ClubContext = Awaited<ReturnType<typeof clubContext>>
