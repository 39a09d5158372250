import { describe, expect, it } from 'vitest'

import { DELIVERY_TIME_CODES } from '@/shop/checkout/delivery-dates'
import {
  B2_TIME_WINDOWS,
  CARRIER,
  normaliseTrackingNumber,
  trackingNumberText,
} from '@/shop/fulfilment/carrier'

/** A valid number: the eleven digits and their check digit. */
const valid = (eleven: string) => eleven + String(Number(eleven) % 7)

describe('normaliseTrackingNumber', () => {
  it('accepts 12 digits whose last digit is the first eleven modulo 7', () => {
    // 12345678901 % 7 = 3
    expect(12345678901 % 7).toBe(3)
    expect(normaliseTrackingNumber('123456789013')).toBe('123456789013')
    expect(normaliseTrackingNumber(valid('40000000000'))).toBe(valid('40000000000'))
    expect(normaliseTrackingNumber(valid('99999999999'))).toBe(valid('99999999999'))
    expect(normaliseTrackingNumber('000000000000')).toBe('000000000000')
  })

  it('accepts hyphens, spaces and full-width digits', () => {
    expect(normaliseTrackingNumber('1234-5678-9013')).toBe('123456789013')
    expect(normaliseTrackingNumber('１２３４５６７８９０１３')).toBe('123456789013')
    expect(normaliseTrackingNumber('１２３４－５６７８－９０１３')).toBe('123456789013')
    expect(normaliseTrackingNumber(' 1234 5678 9013 ')).toBe('123456789013')
    expect(normaliseTrackingNumber('1234　5678　9013')).toBe('123456789013')
  })

  it('refuses a wrong check digit', () => {
    for (const d of ['0', '1', '2', '4', '5', '6', '7', '8', '9'])
      expect(normaliseTrackingNumber('12345678901' + d)).toBeNull()
  })

  it('refuses 11 or 13 digits, letters and the empty text', () => {
    expect(normaliseTrackingNumber('12345678901')).toBeNull()
    expect(normaliseTrackingNumber('1234567890135')).toBeNull()
    expect(normaliseTrackingNumber('0' + '123456789013')).toBeNull()
    expect(normaliseTrackingNumber('12345678901A')).toBeNull()
    expect(normaliseTrackingNumber('A23456789013')).toBeNull()
    expect(normaliseTrackingNumber('')).toBeNull()
    expect(normaliseTrackingNumber('1234.5678.9013')).toBeNull()
  })
})

describe('trackingNumberText', () => {
  it('formats 12 digits 4-4-4 and leaves anything else', () => {
    expect(trackingNumberText('123456789013')).toBe('1234-5678-9013')
    expect(trackingNumberText('12345')).toBe('12345')
    expect(trackingNumberText('')).toBe('')
  })
})

describe('CARRIER', () => {
  it('is Yamato 宅急便', () => {
    expect(CARRIER.name).toBe('ヤマト運輸')
    expect(CARRIER.service).toBe('宅急便')
  })

  it('links to the tracking page with the number encoded', () => {
    const url = CARRIER.trackingUrl('123456789013')
    expect(url.startsWith('https://')).toBe(true)
    expect(new URL(url).searchParams.get('id')).toBe('123456789013')
    const odd = CARRIER.trackingUrl('1&x=2 #')
    expect(odd).toContain('id=1%26x%3D2%20%23')
    expect(new URL(odd).searchParams.get('id')).toBe('1&x=2 #')
    expect(new URL(odd).searchParams.has('x')).toBe(false)
  })
})

describe('B2_TIME_WINDOWS', () => {
  it("maps the shop's delivery-time codes to B2 配達時間帯", () => {
    expect(B2_TIME_WINDOWS).toEqual({
      '0': '',
      '1': '0812',
      '2': '1416',
      '3': '1618',
      '4': '1820',
      '5': '1921',
    })
  })

  it('has an entry for every delivery-time code of checkout', () => {
    for (const code of DELIVERY_TIME_CODES) expect(B2_TIME_WINDOWS).toHaveProperty(code)
    expect(Object.keys(B2_TIME_WINDOWS).sort()).toEqual([...DELIVERY_TIME_CODES].sort())
  })
})
