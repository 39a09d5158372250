import { describe, expect, it } from 'vitest'

import { GUEST_STATE, customerState } from '@/shop/customer/customer-state'
import { CUSTOMER_TYPES, isKankeisha } from '@/shop/customer/customer-types'
import { priceAdjustmentsFor } from '@/shop/customer/member-pricing'
import { stageLabel } from '@/shop/customer/stage'

describe('kankeisha derivation', () => {
  it('partner and the three group codes are kankeisha; general and unknown codes are not', () => {
    expect(isKankeisha(CUSTOMER_TYPES.partner)).toBe(true)
    expect(isKankeisha('1211')).toBe(true)
    expect(isKankeisha('1212')).toBe(true)
    expect(isKankeisha('1311')).toBe(true)
    expect(isKankeisha('1111')).toBe(false)
    expect(isKankeisha('9999')).toBe(false)
    expect(isKankeisha(null)).toBe(false)
    expect(isKankeisha(undefined)).toBe(false)
  })
})

describe('stage label', () => {
  it('shows 1–7 as N星, 8 as VIP, anything else nothing', () => {
    expect(stageLabel(1)).toBe('1星')
    expect(stageLabel(7)).toBe('7星')
    expect(stageLabel(8)).toBe('VIP')
    expect(stageLabel(0)).toBeUndefined()
    expect(stageLabel(9)).toBeUndefined()
    expect(stageLabel(null)).toBeUndefined()
  })
})

describe('customer state', () => {
  it('is the guest state without a customer', () => {
    expect(customerState(null)).toEqual(GUEST_STATE)
  })
  it('maps a member and keeps missing number and points as null', () => {
    const state = customerState({
      id: 1,
      customerNumber: ' ',
      customerType: '1421',
      lastName: '関野',
      firstName: '一郎',
      birthDate: '1978-11-03T00:00:00.000Z',
      stage: 2,
      isRegularOrderCustomer: true,
      swcPoint: null,
    })
    expect(state).toEqual({
      isLoggedIn: true,
      ecCustomer: {
        number: null,
        customerType: '1421',
        firstName: '一郎',
        lastName: '関野',
        birthDate: '1978-11-03',
      },
      onlineCustomer: {
        customerNumber: null,
        customerStage: 2,
        isRegularOrderCustomer: true,
        swcPoint: null,
      },
      isKankeisha: true,
    })
  })
})

describe('member price adjustments', () => {
  it('kankeisha get the 25% rate, others nothing', () => {
    expect(priceAdjustmentsFor({ customerType: '1421' })).toEqual({ memberDiscountRate: 0.25 })
    expect(priceAdjustmentsFor({ customerType: '1311' })).toEqual({ memberDiscountRate: 0.25 })
    expect(priceAdjustmentsFor({ customerType: '1111' })).toEqual({})
    expect(priceAdjustmentsFor(null)).toEqual({})
  })
})
