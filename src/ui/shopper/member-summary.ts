/** The header's member summary from the live customer state (spec §3). Pure, for unit tests. */
import type { CustomerState } from '@/shop/customer/customer-state'
import { stageLabel } from '@/shop/customer/stage'
import { GUEST, type MemberSummary } from '@/ui/layout/chrome-types'

export function memberSummaryOf(state: CustomerState): MemberSummary {
  if (!state.isLoggedIn || !state.ecCustomer) return GUEST
  return {
    isLoggedIn: true,
    lastName: state.ecCustomer.lastName,
    firstName: state.ecCustomer.firstName,
    customerNumber: state.onlineCustomer?.customerNumber ?? state.ecCustomer.number,
    stageLabel: stageLabel(state.onlineCustomer?.customerStage),
    points: state.onlineCustomer?.swcPoint ?? null,
    isKankeisha: state.isKankeisha,
  }
}

/** After logout, go to the top page unless the shopper is on a my-page screen (spec §4). */
export function pathAfterLogout(pathname: string): string | null {
  return pathname === '/mypage' || pathname.startsWith('/mypage/') ? null : '/'
}
