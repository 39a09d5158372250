import { describe, expect, it } from 'vitest'

import {
  CARD_INPUT_MESSAGES,
  checkCard,
  detectBrand,
  isExpired,
  normaliseCardNumber,
  passesLuhn,
  validCvc,
} from '@/shop/payments/card-rules'
import { TEST_CARDS } from '@/shop/payments/sandbox/card-sandbox'

const NOW = new Date('2026-11-23T00:00:00Z')

describe('Luhn check', () => {
  it('accepts every sandbox test card and common test numbers', () => {
    for (const number of [
      ...Object.keys(TEST_CARDS),
      '5555555555554444',
      '3530111333300000',
      '378282246310005',
    ])
      expect(passesLuhn(number), number).toBe(true)
  })
  it('refuses a changed digit, and non-digits', () => {
    expect(passesLuhn('4111111111111112')).toBe(false)
    expect(passesLuhn('4000000000000003')).toBe(false)
    expect(passesLuhn('41111111111a1111')).toBe(false)
  })
})

describe('card number normalisation', () => {
  it('drops spaces and hyphens, refuses other characters and wrong lengths', () => {
    expect(normaliseCardNumber('4111 1111-1111 1111')).toBe('4111111111111111')
    expect(normaliseCardNumber('4111x111111111111')).toBeNull()
    expect(normaliseCardNumber('41111111111')).toBeNull()
    expect(normaliseCardNumber('41111111111111111111')).toBeNull()
  })
})

describe('brand detection', () => {
  it.each([
    ['4111111111111111', 'VISA'],
    ['5555555555554444', 'MASTER'],
    ['2221000000000009', 'MASTER'],
    ['3530111333300000', 'JCB'],
    ['378282246310005', 'AMEX'],
    ['36227206271667', 'DINERS'],
    ['6011111111111117', 'UNKNOWN'],
  ])('%s is %s', (number, brand) => expect(detectBrand(number)).toBe(brand))
})

describe('expiry', () => {
  it('is valid through the last day of the expiry month', () => {
    expect(isExpired(11, 2026, NOW)).toBe(false)
    expect(isExpired(10, 2026, NOW)).toBe(true)
    expect(isExpired(1, 2027, NOW)).toBe(false)
    expect(isExpired(12, 25, NOW)).toBe(true)
    expect(isExpired(12, 30, NOW)).toBe(false)
  })
})

describe('security code', () => {
  it('is 3 or 4 digits, 4 for American Express', () => {
    expect(validCvc('123', 'VISA')).toBe(true)
    expect(validCvc('1234', 'VISA')).toBe(true)
    expect(validCvc('12', 'VISA')).toBe(false)
    expect(validCvc('12a', 'JCB')).toBe(false)
    expect(validCvc('123', 'AMEX')).toBe(false)
    expect(validCvc('1234', 'AMEX')).toBe(true)
  })
})

describe('checkCard', () => {
  const good = {
    number: '4111 1111 1111 1111',
    expMonth: '12',
    expYear: '30',
    cvc: '123',
    holderName: 'TARO YAMADA',
  }
  it('gives brand, last four and a four-digit year, never the field that is right', () => {
    expect(checkCard(good, NOW)).toEqual({
      ok: true,
      digits: '4111111111111111',
      brand: 'VISA',
      last4: '1111',
      expMonth: 12,
      expYear: 2030,
    })
  })
  it('answers each wrong field with its Japanese message', () => {
    expect(checkCard({ ...good, number: '4111111111111112' }, NOW)).toMatchObject({
      ok: false,
      field: 'number',
      message: CARD_INPUT_MESSAGES.number,
    })
    expect(checkCard({ ...good, expMonth: '13' }, NOW)).toMatchObject({
      field: 'expiry',
      code: 'invalid_expiry',
    })
    expect(checkCard({ ...good, expMonth: '10', expYear: '2026' }, NOW)).toMatchObject({
      field: 'expiry',
      code: 'expired_card',
      message: CARD_INPUT_MESSAGES.expired,
    })
    expect(checkCard({ ...good, cvc: '12' }, NOW)).toMatchObject({
      field: 'cvc',
      message: CARD_INPUT_MESSAGES.cvc,
    })
    expect(checkCard({ ...good, holderName: '山田太郎' }, NOW)).toMatchObject({ field: 'holderName' })
  })
  it('never puts the card number in a message', () => {
    const result = checkCard({ ...good, number: '4111111111111112' }, NOW)
    expect(JSON.stringify(result)).not.toContain('4111111111111112')
  })
})
