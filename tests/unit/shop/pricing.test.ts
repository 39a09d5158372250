import { describe, expect, it } from 'vitest'

import {
  discounted,
  FREE_SHIPPING_THRESHOLD,
  includingTax,
  lineAmount,
  priceOrder,
  SHIPPING_FEE,
  shippingFor,
  taxByRate,
  unitPriceOf,
  type PricedLine,
} from '@/shop/pricing'

const food = (unitPrice: number, quantity = 1, cycleType: PricedLine['cycleType'] = '0'): PricedLine => ({
  taxClass: 'food',
  cycleType,
  unitPrice,
  quantity,
})
const standard = (unitPrice: number, quantity = 1, cycleType: PricedLine['cycleType'] = '0'): PricedLine => ({
  taxClass: 'standard',
  cycleType,
  unitPrice,
  quantity,
})

describe('tax (軽減税率)', () => {
  it('shows prices tax-included, rounded down', () => {
    expect(includingTax(3000, 'food')).toBe(3240)
    expect(includingTax(4000, 'standard')).toBe(4400)
    expect(includingTax(1999, 'food')).toBe(2158) // 2158.92
    expect(includingTax(1999, 'standard')).toBe(2198) // 2198.9
    expect(includingTax(0, 'food')).toBe(0)
  })

  it('taxes each rate once on the summed amounts, not per line', () => {
    // Per line: floor(99 × 0.08) = 7, three times 21; once on 297: floor(23.76) = 23.
    const lines = [food(99), food(99), food(99)]
    const perLine = lines.reduce((sum, l) => sum + (includingTax(l.unitPrice, 'food') - l.unitPrice), 0)
    expect(perLine).toBe(21)
    const { order } = priceOrder(lines)
    expect(order.shipping.excludingTax).toBe(SHIPPING_FEE)
    expect(order.byRate.find((r) => r.rate === 8)).toEqual({ rate: 8, taxableAmount: 297, tax: 23 })
  })

  it('lists rates 8 % then 10 % and leaves out empty ones', () => {
    expect(
      taxByRate([
        { rate: 10, amount: 1000 },
        { rate: 8, amount: 1001 },
        { rate: 10, amount: 5 },
      ]),
    ).toEqual([
      { rate: 8, taxableAmount: 1001, tax: 80 },
      { rate: 10, taxableAmount: 1005, tax: 100 },
    ])
    expect(taxByRate([])).toEqual([])
  })

  it('rejects amounts that are not whole non-negative yen', () => {
    expect(() => includingTax(-1, 'food')).toThrow(RangeError)
    expect(() => includingTax(10.5, 'standard')).toThrow(RangeError)
    expect(() => includingTax(Number.NaN, 'standard')).toThrow(RangeError)
    expect(() => taxByRate([{ rate: 5 as 8, amount: 100 }])).toThrow(RangeError)
    expect(() => lineAmount(100, 0, 'food')).toThrow(RangeError)
    expect(() => lineAmount(100, 1.5, 'food')).toThrow(RangeError)
  })
})

describe('shipping', () => {
  it('charges one-time orders below 5,000 yen excluding tax', () => {
    expect(shippingFor({ oneTimeSubtotal: 4999, hasOneTime: true, hasRegular: false })).toEqual({
      fee: 500,
      free: false,
      freeShippingRemaining: 1,
    })
  })

  it('is free from exactly 5,000 yen excluding tax (even though 4,999 incl. tax would be more)', () => {
    expect(FREE_SHIPPING_THRESHOLD).toBe(5000)
    expect(shippingFor({ oneTimeSubtotal: 5000, hasOneTime: true, hasRegular: false })).toEqual({
      fee: 0,
      free: true,
      freeShippingRemaining: 0,
    })
    // 4,999 yen of food is 5,398 yen tax-included, still below the tax-excluded threshold.
    const below = priceOrder([food(4999)])
    expect(below.order.shipping).toEqual({ excludingTax: 500, includingTax: 550 })
    expect(below.order.total).toBe(4999 + 399 + 550)
    expect(below.order.freeShippingRemaining).toBe(1)
    expect(priceOrder([food(2500, 2)]).order.shipping.excludingTax).toBe(0)
  })

  it('is always free on regular delivery', () => {
    const { order, regular } = priceOrder([food(1000, 1, '1')])
    expect(order.shipping.excludingTax).toBe(0)
    expect(order.shippingFree).toBe(true)
    expect(regular.shippingFree).toBe(true)
    expect(order.freeShippingRemaining).toBe(0)
  })

  it('ships one-time items free with the first regular delivery', () => {
    expect(shippingFor({ oneTimeSubtotal: 1000, hasOneTime: true, hasRegular: true }).fee).toBe(0)
    const { oneTime, order } = priceOrder([standard(1000), food(1000, 1, '2')])
    expect(oneTime.shipping.excludingTax).toBe(0)
    expect(order.shipping.excludingTax).toBe(0)
  })

  it('charges nothing for an empty order', () => {
    expect(priceOrder([]).order).toMatchObject({ total: 0, shippingFree: true, freeShippingRemaining: 0 })
  })
})

describe('a mixed cart', () => {
  it('totals per rate with shipping at 10 %', () => {
    // Sesamin on regular delivery (4,300, 8 %), two lotions one-time (4,000 × 2, 10 %): free shipping.
    const mixed = priceOrder([food(4300, 1, '2'), standard(4000, 2)])
    expect(mixed.order.byRate).toEqual([
      { rate: 8, taxableAmount: 4300, tax: 344 },
      { rate: 10, taxableAmount: 8000, tax: 800 },
    ])
    expect(mixed.order.total).toBe(13444)
    expect(mixed.order.items).toEqual({ excludingTax: 12300, includingTax: 13444 })
    expect(mixed.oneTime.total).toBe(8800)
    expect(mixed.regular.total).toBe(4644)
  })

  it('puts the shipping fee into the 10 % total of a one-time order', () => {
    const { order } = priceOrder([food(1200), standard(2000)])
    expect(order.byRate).toEqual([
      { rate: 8, taxableAmount: 1200, tax: 96 },
      { rate: 10, taxableAmount: 2500, tax: 250 },
    ])
    expect(order.shipping).toEqual({ excludingTax: 500, includingTax: 550 })
    expect(order.items).toEqual({ excludingTax: 3200, includingTax: 3496 })
    expect(order.total).toBe(4046)
    expect(order.freeShippingRemaining).toBe(1800)
  })
})

describe('unit price', () => {
  const sesamin = { price: 5000, regularPrice: 4300 }

  it('uses the one-time price or the regular price', () => {
    expect(unitPriceOf(sesamin, '0')).toEqual({ unitPrice: 5000, listUnitPrice: 5000, basis: 'list' })
    expect(unitPriceOf(sesamin, '3')).toEqual({ unitPrice: 4300, listUnitPrice: 5000, basis: 'regular' })
  })

  it('gives kankeisha the member discount on the one-time price, rounded down', () => {
    expect(
      unitPriceOf({ price: 3333, regularPrice: null }, '0', { memberDiscountRate: 0.25 }).unitPrice,
    ).toBe(2499)
    // 3,000 × 0.85 must be 2,550 even though the float product is 2549.9999…
    expect(discounted(3000, 0.15)).toBe(2550)
    expect(unitPriceOf(sesamin, '0', { memberDiscountRate: 0.2 })).toEqual({
      unitPrice: 4000,
      listUnitPrice: 5000,
      basis: 'member',
    })
  })

  it('takes the lower of the member price and the regular price on regular delivery', () => {
    expect(unitPriceOf(sesamin, '1', { memberDiscountRate: 0.1 }).unitPrice).toBe(4300)
    expect(unitPriceOf(sesamin, '1', { memberDiscountRate: 0.25 }).unitPrice).toBe(3750)
  })

  it('applies a campaign discount to everyone else', () => {
    expect(unitPriceOf(sesamin, '0', { campaignDiscountRate: 0.1 })).toMatchObject({
      unitPrice: 4500,
      basis: 'campaign',
    })
  })

  it('never stacks a campaign discount on the kankeisha price', () => {
    const member = unitPriceOf(sesamin, '0', { memberDiscountRate: 0.2 })
    expect(unitPriceOf(sesamin, '0', { memberDiscountRate: 0.2, campaignDiscountRate: 0.3 })).toEqual(member)
    // Even a member rate of 0 means "kankeisha": the campaign does not apply.
    expect(unitPriceOf(sesamin, '0', { memberDiscountRate: 0, campaignDiscountRate: 0.3 }).unitPrice).toBe(
      5000,
    )
  })

  it('gives a shopping campaign’s own price to everyone else, on the purchase form it is for', () => {
    expect(unitPriceOf(sesamin, '0', { campaignPrice: 3600 })).toEqual({
      unitPrice: 3600,
      listUnitPrice: 5000,
      basis: 'campaign',
    })
    expect(unitPriceOf(sesamin, '1', { campaignPrice: 3500 }).unitPrice).toBe(3500)
    // Its own price wins over a rate, and a campaign is never a surcharge.
    expect(unitPriceOf(sesamin, '0', { campaignPrice: 4800, campaignDiscountRate: 0.5 }).unitPrice).toBe(4800)
    expect(unitPriceOf(sesamin, '0', { campaignPrice: 5200 })).toMatchObject({
      unitPrice: 5000,
      basis: 'list',
    })
  })

  it('gives kankeisha no campaign price unless the campaign is listed for them, and then only when lower', () => {
    const kankeisha = { memberDiscountRate: 0.2 }
    expect(unitPriceOf(sesamin, '0', { ...kankeisha, campaignPrice: 3000 })).toMatchObject({
      unitPrice: 4000,
      basis: 'member',
    })
    expect(
      unitPriceOf(sesamin, '0', { ...kankeisha, campaignPrice: 3000, campaignForKankeisha: true }),
    ).toMatchObject({
      unitPrice: 3000,
      basis: 'campaign',
    })
    expect(
      unitPriceOf(sesamin, '0', { ...kankeisha, campaignPrice: 4500, campaignForKankeisha: true }),
    ).toMatchObject({ unitPrice: 4000, basis: 'member' })
  })

  it('rejects invalid inputs', () => {
    expect(() => unitPriceOf(sesamin, '0', { memberDiscountRate: 0.26 })).toThrow(RangeError)
    expect(() => unitPriceOf(sesamin, '0', { memberDiscountRate: -0.1 })).toThrow(RangeError)
    expect(() => unitPriceOf(sesamin, '0', { memberDiscountRate: Number.NaN })).toThrow(RangeError)
    expect(() => unitPriceOf(sesamin, '0', { campaignDiscountRate: 1 })).toThrow(RangeError)
    expect(() => unitPriceOf(sesamin, '0', { campaignPrice: -1 })).toThrow(RangeError)
    expect(() => unitPriceOf({ price: 5000, regularPrice: null }, '1')).toThrow(RangeError)
    expect(() => unitPriceOf({ price: -1, regularPrice: null }, '0')).toThrow(RangeError)
    expect(() => unitPriceOf({ price: 100.5, regularPrice: null }, '0')).toThrow(RangeError)
  })
})
