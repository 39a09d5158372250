import { describe, expect, it } from 'vitest'

import { cartOwnerOf } from '@/shop/orders/cart-restore'

describe('cartOwnerOf', () => {
  const hash = 'a'.repeat(64)
  it('gives a failed order’s lines back to the member, else to the guest cart it came from', () => {
    expect(cartOwnerOf({ customerId: 7, cartOwner: 'm:7' })).toEqual({ customer: 7 })
    // A guest who registered with the order is signed in now: their cart is found by customer.
    expect(cartOwnerOf({ customerId: 8, cartOwner: `g:${hash}` })).toEqual({ customer: 8 })
    expect(cartOwnerOf({ customerId: null, cartOwner: `g:${hash}` })).toEqual({ tokenHash: hash })
    expect(cartOwnerOf({ customerId: null, cartOwner: 'g:short' })).toBeNull()
    expect(cartOwnerOf({ customerId: null, cartOwner: null })).toBeNull()
  })
})
