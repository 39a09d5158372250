import { describe, expect, it } from 'vitest'

import { DEFAULT_DELIVERY_CALENDAR } from '@/shop/calendar/delivery-calendar'
import { addDays, japanDate } from '@/shop/calendar/japan-date'
import {
  canRunShipping,
  isDueOn,
  isReadyToShip,
  isShippingFileFormat,
  latestDeliveryDayFor,
  SHIP_AHEAD_DAYS,
  shippedAtOf,
  shippingFileName,
} from '@/shop/fulfilment/shipping-rules'

describe('isReadyToShip', () => {
  it.each([
    ['received, payment not required', { status: 'received', payment: { status: 'not-required' } }, true],
    ['confirmed, payment authorised', { status: 'confirmed', payment: { status: 'authorized' } }, true],
    ['received, payment authorised', { status: 'received', payment: { status: 'authorized' } }, true],
    ['confirmed, payment not required', { status: 'confirmed', payment: { status: 'not-required' } }, true],
    ['received, payment pending', { status: 'received', payment: { status: 'pending' } }, false],
    ['confirmed, payment pending', { status: 'confirmed', payment: { status: 'pending' } }, false],
    ['received, payment failed', { status: 'received', payment: { status: 'failed' } }, false],
    ['payment-pending order', { status: 'payment-pending', payment: { status: 'pending' } }, false],
    [
      'payment-pending order, authorised',
      { status: 'payment-pending', payment: { status: 'authorized' } },
      false,
    ],
    ['cancelled', { status: 'cancelled', payment: { status: 'not-required' } }, false],
    ['cancelled, authorised', { status: 'cancelled', payment: { status: 'authorized' } }, false],
    ['shipped', { status: 'shipped', payment: { status: 'authorized' } }, false],
    [
      'already has shippedAt',
      { status: 'confirmed', payment: { status: 'authorized' }, shippedAt: '2026-11-29T03:00:00.000Z' },
      false,
    ],
    ['shippedAt null', { status: 'confirmed', payment: { status: 'authorized' }, shippedAt: null }, true],
  ])('%s → %s', (_what, order, expected) => {
    expect(isReadyToShip(order)).toBe(expected)
  })
})

describe('due day', () => {
  it('ships ahead by the longest transit of the calendar', () => {
    expect(SHIP_AHEAD_DAYS).toBe(DEFAULT_DELIVERY_CALENDAR.transitDays.max)
    expect(SHIP_AHEAD_DAYS).toBeGreaterThan(0)
  })

  it('latestDeliveryDayFor is the ship day plus SHIP_AHEAD_DAYS', () => {
    expect(latestDeliveryDayFor('2026-11-29')).toBe(addDays('2026-11-29', SHIP_AHEAD_DAYS))
    expect(latestDeliveryDayFor('2026-12-30')).toBe(addDays('2026-12-30', SHIP_AHEAD_DAYS))
    expect(latestDeliveryDayFor('2026-12-30') > '2026-12-31').toBe(true)
  })

  it('an order without a chosen day is due on any day', () => {
    expect(isDueOn(null, '2026-11-29')).toBe(true)
    expect(isDueOn('', '2026-11-29')).toBe(true)
  })

  it('a chosen day is due up to SHIP_AHEAD_DAYS ahead, and not later', () => {
    const ship = '2026-11-29'
    expect(isDueOn(ship, ship)).toBe(true)
    expect(isDueOn(addDays(ship, 1), ship)).toBe(true)
    expect(isDueOn(addDays(ship, SHIP_AHEAD_DAYS), ship)).toBe(true)
    expect(isDueOn(latestDeliveryDayFor(ship), ship)).toBe(true)
    expect(isDueOn(addDays(ship, SHIP_AHEAD_DAYS + 1), ship)).toBe(false)
    expect(isDueOn(addDays(ship, 30), ship)).toBe(false)
  })

  it('a chosen day already past is due (late, but must go)', () => {
    expect(isDueOn('2026-11-20', '2026-11-29')).toBe(true)
  })

  it('agrees with latestDeliveryDayFor across month and year ends', () => {
    for (const ship of ['2026-01-31', '2026-02-27', '2028-02-28', '2026-12-30', '2026-12-31']) {
      const latest = latestDeliveryDayFor(ship)
      expect(isDueOn(latest, ship)).toBe(true)
      expect(isDueOn(addDays(latest, 1), ship)).toBe(false)
    }
  })
})

describe('canRunShipping', () => {
  it.each([
    [['admin'], true],
    [['support'], true],
    [['editor', 'support'], true],
    [['editor'], false],
    [['marketer'], false],
    [['reviewer'], false],
    [['editor', 'marketer', 'reviewer'], false],
    [[], false],
  ])('%j → %s', (roles, expected) => {
    expect(canRunShipping(roles)).toBe(expected)
  })
})

describe('shippedAtOf', () => {
  it('is now when the day is today in Japan', () => {
    const now = new Date('2026-11-29T05:00:00Z') // 14:00 in Japan
    expect(shippedAtOf('2026-11-29', now)).toEqual(now)
  })

  it('is noon Japan time (03:00Z) of another day', () => {
    const now = new Date('2026-11-29T05:00:00Z')
    expect(shippedAtOf('2026-11-28', now).toISOString()).toBe('2026-11-28T03:00:00.000Z')
    expect(shippedAtOf('2026-01-09', now).toISOString()).toBe('2026-01-09T03:00:00.000Z')
  })

  it("uses Japan's day for today, not UTC's", () => {
    // 01:00 on 11-30 in Japan, still 11-29 in UTC: 11-29 is yesterday.
    const now = new Date('2026-11-29T16:00:00Z')
    expect(shippedAtOf('2026-11-29', now).toISOString()).toBe('2026-11-29T03:00:00.000Z')
    expect(shippedAtOf('2026-11-30', now)).toEqual(now)
  })

  it('never moves the day', () => {
    const now = new Date('2026-11-29T05:00:00Z')
    for (const day of ['2026-01-01', '2026-06-30', '2026-11-28', '2026-12-31'])
      expect(japanDate(shippedAtOf(day, now))).toBe(day)
  })
})

describe('shipping file names and formats', () => {
  it('names the file by day and format', () => {
    expect(shippingFileName('2026-11-29', 'b2')).toBe('shipping-20261129-b2.csv')
    expect(shippingFileName('2027-01-04', 'plain')).toBe('shipping-20270104-plain.csv')
  })

  it('knows the formats', () => {
    expect(isShippingFileFormat('b2')).toBe(true)
    expect(isShippingFileFormat('plain')).toBe(true)
    expect(isShippingFileFormat('csv')).toBe(false)
    expect(isShippingFileFormat(undefined)).toBe(false)
    expect(isShippingFileFormat(1)).toBe(false)
  })
})
