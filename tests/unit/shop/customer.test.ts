import { describe, expect, it } from 'vitest'

import { japanDate } from '@/shop/calendar/japan-date'
import { GUEST_STATE, customerState } from '@/shop/customer/customer-state'
import { CUSTOMER_TYPES, isKankeisha } from '@/shop/customer/customer-types'
import {
  NO_MAIN_PRODUCTS,
  ageOn,
  memberMainProducts,
  needsMainProducts,
} from '@/shop/customer/member-main-products'
import { priceAdjustmentsFor } from '@/shop/customer/member-pricing'
import { stageLabel } from '@/shop/customer/stage'
import { linkKeyCategory } from '@/shop/site/link-key-category'

import { product } from './catalogue-fixtures'

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
      isGroupStaff: true,
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
      isGroupStaff: true,
    })
  })
  it('is not group staff unless the record says so', () => {
    expect(GUEST_STATE.isGroupStaff).toBe(false)
    expect(customerState({ id: 2, isGroupStaff: null }).isGroupStaff).toBe(false)
    expect(customerState({ id: 3 }).isGroupStaff).toBe(false)
  })
})

describe("a member's main products", () => {
  const products = [
    product({
      productCode: 'supp-women-30s',
      recommendOrder: 2,
      mainProductFor: [{ genderDiv: '2', ageFrom: 30, ageTo: 40 }],
    }),
    product({
      productCode: 'supp-all',
      recommendOrder: 1,
      mainProductFor: [{ genderDiv: '0', ageFrom: 20, ageTo: 89 }],
    }),
    product({
      productCode: 'lotion-women-40s',
      category: 'beautycare',
      mainProductFor: [{ genderDiv: '2', ageFrom: 40, ageTo: 69 }],
    }),
    product({ productCode: 'supp-men', mainProductFor: [{ genderDiv: '1', ageFrom: 40, ageTo: 79 }] }),
    product({ productCode: 'not-main' }),
  ]
  // 2026-04-11 23:30 in Japan is still 2026-04-11 14:30 UTC; the member born 1985-04-12 is 40 until midnight JST.
  const eveOfBirthday = new Date('2026-04-11T14:30:00.000Z')
  const birthday = new Date('2026-04-11T15:00:00.000Z')

  it('counts full years on the Japanese calendar day', () => {
    expect(japanDate(eveOfBirthday)).toBe('2026-04-11')
    expect(japanDate(birthday)).toBe('2026-04-12')
    expect(ageOn('1985-04-12', '2026-04-11')).toBe(40)
    expect(ageOn('1985-04-12', '2026-04-12')).toBe(41)
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25)
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26)
    expect(ageOn('2030-01-01', '2026-01-01')).toBeNull()
    expect(ageOn('not a date', '2026-01-01')).toBeNull()
  })

  it('lists names and codes by gender and age, in recommendation order', () => {
    const hanako = { gender: 'Female', birthDate: '1985-04-12T00:00:00.000Z' }
    expect(memberMainProducts(hanako, products, birthday)).toEqual({
      supplement: [{ mainProductName: 'supp-all', mainProductCode: 'supp-all' }],
      beautyCare: [{ mainProductName: 'lotion-women-40s', mainProductCode: 'lotion-women-40s' }],
    })
    expect(
      memberMainProducts(hanako, products, eveOfBirthday).supplement.map((p) => p.mainProductCode),
    ).toEqual(['supp-all', 'supp-women-30s'])
    const ichiro = { gender: 'Male', birthDate: '1978-11-03' }
    expect(memberMainProducts(ichiro, products, birthday).supplement.map((p) => p.mainProductCode)).toEqual([
      'supp-all',
      'supp-men',
    ])
  })

  it('is empty for gender X or an unknown birth date, which need no catalogue', () => {
    expect(memberMainProducts({ gender: 'X', birthDate: '1990-01-20' }, products, birthday)).toEqual(
      NO_MAIN_PRODUCTS,
    )
    expect(memberMainProducts({ gender: 'Female', birthDate: null }, products, birthday)).toEqual(
      NO_MAIN_PRODUCTS,
    )
    expect(needsMainProducts({ gender: 'X', birthDate: '1990-01-20' })).toBe(false)
    expect(needsMainProducts({ gender: 'Male', birthDate: null })).toBe(false)
    expect(needsMainProducts({ gender: 'Male', birthDate: '1978-11-03T00:00:00.000Z' })).toBe(true)
  })
})

describe('the category a link key came with', () => {
  it('is null without a link key', () => {
    expect(linkKeyCategory(null, 'beauty-care', 'supplement')).toBeNull()
    expect(linkKeyCategory('', 'beauty-care', null)).toBeNull()
  })
  it("follows the top page's rule: valid query, else cookie, else the default", () => {
    expect(linkKeyCategory('aff-1', 'beauty-care', 'supplement')).toBe('beauty-care')
    expect(linkKeyCategory('aff-1', 'nonsense', 'beauty-care')).toBe('beauty-care')
    expect(linkKeyCategory('aff-1', null, null)).toBe('supplement')
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
