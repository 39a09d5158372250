import { describe, expect, it } from 'vitest'

import {
  orderNumberOfReceipt,
  receiptCookieOptions,
  receiptCookieValue,
} from '@/shop/checkout/receipt-cookie'

const SECRET = 'unit-secret-0123456789'

describe('order receipt cookie', () => {
  it('proves the order number it was made for, with the app secret', () => {
    const value = receiptCookieValue('W261123-048213', SECRET)
    expect(orderNumberOfReceipt(value, SECRET)).toBe('W261123-048213')
    expect(orderNumberOfReceipt(value, 'another-secret-0123456789')).toBeNull()
    expect(orderNumberOfReceipt(value.replace('048213', '048214'), SECRET)).toBeNull()
    expect(orderNumberOfReceipt('W261123-048213.', SECRET)).toBeNull()
    expect(orderNumberOfReceipt('nonsense', SECRET)).toBeNull()
    expect(orderNumberOfReceipt(null, SECRET)).toBeNull()
  })

  it('is HttpOnly, SameSite=Lax, one day, Secure over https', () => {
    expect(receiptCookieOptions('https://shop.example.jp')).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      maxAge: 86400,
    })
    expect(receiptCookieOptions('http://localhost:3000').secure).toBe(false)
  })
})
