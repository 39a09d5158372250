import { describe, expect, it } from 'vitest'

import { GUEST_STATE, customerState } from '@/shop/customer/customer-state'
import { GUEST } from '@/ui/layout/chrome-types'
import { memberSummaryOf, pathAfterLogout } from '@/ui/shopper/member-summary'

describe('member summary from the live state', () => {
  it('is the guest for a guest', () => {
    expect(memberSummaryOf(GUEST_STATE)).toEqual(GUEST)
  })
  it('carries name, number (null while issued), stage label and points (null while unknown)', () => {
    const state = customerState({
      id: 1,
      customerNumber: null,
      customerType: '1111',
      lastName: '定田',
      firstName: '由美',
      stage: 8,
      swcPoint: null,
    })
    expect(memberSummaryOf(state)).toEqual({
      isLoggedIn: true,
      lastName: '定田',
      firstName: '由美',
      customerNumber: null,
      stageLabel: 'VIP',
      points: null,
      isKankeisha: false,
    })
  })
  it('says whether the member is kankeisha, for the kankeisha banners', () => {
    expect(memberSummaryOf(customerState({ id: 2, customerType: '1421' })).isKankeisha).toBe(true)
    expect(memberSummaryOf(GUEST_STATE).isKankeisha).toBeFalsy()
  })
})

describe('where logout goes', () => {
  it('goes to the top page unless on a my-page screen', () => {
    expect(pathAfterLogout('/about/')).toBe('/')
    expect(pathAfterLogout('/')).toBe('/')
    expect(pathAfterLogout('/mypage/')).toBeNull()
    expect(pathAfterLogout('/mypage/order-history/')).toBeNull()
    expect(pathAfterLogout('/mypages/')).toBe('/')
  })
})
