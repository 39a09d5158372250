import { describe, expect, it } from 'vitest'

import { isSignatureOf, signatureOf, signText } from '@/lib/security/signed-text'

describe('signed text (receipt cookie and link, card-change ticket, campaign preview link)', () => {
  it('keeps the format links already sent carry: HMAC-SHA256 of `purpose:body`, base64url, after a dot', () => {
    expect(signText('receipt-link', 'W261127-000001.abc', 'test-secret')).toBe(
      'W261127-000001.abc.p0i2TrR1QQudiET1Adj_SDrO_7iZ6mnlWK-69-R0mIw',
    )
  })

  it('accepts the body’s own signature only: another body, purpose or secret, or a cut signature, is refused', () => {
    const signature = signatureOf('order-receipt', 'W261127-000001', 'test-secret')
    expect(isSignatureOf('order-receipt', 'W261127-000001', signature, 'test-secret')).toBe(true)
    expect(isSignatureOf('order-receipt', 'W261127-000002', signature, 'test-secret')).toBe(false)
    expect(isSignatureOf('receipt-link', 'W261127-000001', signature, 'test-secret')).toBe(false)
    expect(isSignatureOf('order-receipt', 'W261127-000001', signature, 'other-secret')).toBe(false)
    expect(isSignatureOf('order-receipt', 'W261127-000001', signature.slice(1), 'test-secret')).toBe(false)
    expect(isSignatureOf('order-receipt', 'W261127-000001', '', 'test-secret')).toBe(false)
  })
})
