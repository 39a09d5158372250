import { describe, expect, it } from 'vitest'

import { GUEST, type MemberSummary } from '@/ui/layout/chrome-types'
import {
  cartCountVersion,
  currentCartCount,
  setCartCount,
  setCartCountIfUnchanged,
} from '@/ui/shopper/cart-count-store'
import { currentMember, memberVersion, setMember, setMemberIfUnchanged } from '@/ui/shopper/member-store'

const SIGNED_IN = { ...GUEST, isLoggedIn: true } as MemberSummary

describe('the header’s member store', () => {
  it('a slower shopper-state answer does not undo a sign-in that answered first', () => {
    setMember(GUEST)
    const seen = memberVersion()
    setMember(SIGNED_IN) // the sign-in's answer
    setMemberIfUnchanged(seen, GUEST) // the page's shopper state, asked before the sign-in
    expect(currentMember()).toBe(SIGNED_IN)
  })

  it('an answer with nothing newer in between is applied', () => {
    setMember(GUEST)
    const seen = memberVersion()
    setMemberIfUnchanged(seen, SIGNED_IN)
    expect(currentMember()).toBe(SIGNED_IN)
  })
})

describe('the header’s cart count', () => {
  it('a slower shopper-state answer does not undo a cart change that answered first', () => {
    setCartCount(0)
    const seen = cartCountVersion()
    setCartCount(2) // add to cart answered
    setCartCountIfUnchanged(seen, 0)
    expect(currentCartCount()).toBe(2)
    const now = cartCountVersion()
    setCartCountIfUnchanged(now, 3)
    expect(currentCartCount()).toBe(3)
  })
})
