import { describe, expect, it } from 'vitest'

import { readPaymentReturn, readPaymentReturnRequest } from '@/shop/payments/payment-return'

describe('payment return', () => {
  it('reads the reference and every field the browser brought', () => {
    expect(readPaymentReturn(new URLSearchParams('reference=pay_abc-1&extra=x'))).toEqual({
      reference: 'pay_abc-1',
      returned: { reference: 'pay_abc-1', extra: 'x' },
    })
  })
  it('refuses a missing or malformed reference', () => {
    expect(readPaymentReturn(new URLSearchParams('extra=x'))).toBeNull()
    expect(readPaymentReturn(new URLSearchParams('reference=../../admin'))).toBeNull()
  })
  it('reads a form POST and a GET query, nothing else', async () => {
    const post = new Request('http://localhost:3000/api/gmo-app-payment-callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'reference=app_1',
    })
    expect(await readPaymentReturnRequest(post)).toMatchObject({ reference: 'app_1' })
    const get = new Request('http://localhost:3000/cart/tds-callback/?reference=pay_2')
    expect(await readPaymentReturnRequest(get)).toMatchObject({ reference: 'pay_2' })
    const json = new Request('http://localhost:3000/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"reference":"pay_3"}',
    })
    expect(await readPaymentReturnRequest(json)).toBeNull()
  })
})
