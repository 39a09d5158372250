import { describe, expect, it } from 'vitest'

import { addressLine, personKana, personName, shipmentOf } from '@/shop/fulfilment/shipment'

import { orderDoc, person } from './fulfilment-fixtures'

describe('shipmentOf', () => {
  it('copies the order number, destination and lines', () => {
    const order = orderDoc({
      lines: [
        { name: '国産はちみつ 500g', quantity: 2 },
        { name: 'ローヤルゼリー', quantity: 1 },
      ],
    })
    const s = shipmentOf(order)
    expect(s.orderNumber).toBe('W261123-048213')
    expect(s.destination).toEqual(person())
    expect(s.lines).toEqual([
      { name: '国産はちみつ 500g', quantity: 2 },
      { name: 'ローヤルゼリー', quantity: 1 },
    ])
  })

  it('keeps only name and quantity of a line', () => {
    const order = orderDoc({ lines: [{ name: 'A', quantity: 3, price: 100, sku: 'X' } as never] })
    expect(shipmentOf(order).lines).toEqual([{ name: 'A', quantity: 3 }])
  })

  it('has no lines when the order has none', () => {
    expect(shipmentOf(orderDoc({ lines: null })).lines).toEqual([])
    expect(shipmentOf(orderDoc({ lines: undefined })).lines).toEqual([])
  })

  it('collects the amount due and its tax for cash on delivery', () => {
    const s = shipmentOf(
      orderDoc({
        payment: { method: '1' },
        totals: { amountDue: 10_780, byRate: [{ tax: 500 }, { tax: 280 }] },
      }),
    )
    expect(s.collectAmount).toBe(10_780)
    expect(s.collectTax).toBe(780)
  })

  it('caps the collected tax at the amount due', () => {
    const s = shipmentOf(
      orderDoc({
        payment: { method: '1' },
        totals: { amountDue: 300, byRate: [{ tax: 400 }, { tax: 100 }] },
      }),
    )
    expect(s.collectAmount).toBe(300)
    expect(s.collectTax).toBe(300)
  })

  it('has 0 tax when the order has no byRate', () => {
    const s = shipmentOf(orderDoc({ payment: { method: '1' }, totals: { amountDue: 1_000, byRate: null } }))
    expect(s.collectAmount).toBe(1_000)
    expect(s.collectTax).toBe(0)
  })

  it.each(['2', '3', '4', '9', '0'])('collects nothing for payment method %s', (method) => {
    const s = shipmentOf(
      orderDoc({ payment: { method }, totals: { amountDue: 5_400, byRate: [{ tax: 400 }] } }),
    )
    expect(s.collectAmount).toBe(0)
    expect(s.collectTax).toBe(0)
  })

  it('notes gift wrapping when wanted', () => {
    expect(shipmentOf(orderDoc({ gift: null })).giftNote).toBeNull()
    expect(shipmentOf(orderDoc({ gift: { wanted: false, kind: 'GiftBoxWrapping' } })).giftNote).toBeNull()
    expect(
      shipmentOf(orderDoc({ gift: { wanted: true, kind: 'GiftBoxWrapping', packaging: '1' } })).giftNote,
    ).toBe('ギフト包装：ギフトボックス（まとめて包装）')
    expect(
      shipmentOf(orderDoc({ gift: { wanted: true, kind: 'NormalWrapping', packaging: '2' } })).giftNote,
    ).toBe('ギフト包装：包装紙ラッピング（個別包装）')
  })

  it('defaults a wanted gift to paper wrapping in one package', () => {
    expect(shipmentOf(orderDoc({ gift: { wanted: true } })).giftNote).toBe(
      'ギフト包装：包装紙ラッピング（まとめて包装）',
    )
    expect(
      shipmentOf(orderDoc({ gift: { wanted: true, kind: 'Furoshiki', packaging: null } })).giftNote,
    ).toBe('ギフト包装：包装紙ラッピング（まとめて包装）')
  })

  it('takes the delivery date only when it is YYYY-MM-DD', () => {
    const dateOf = (specifiedDate: string | null | undefined) =>
      shipmentOf(orderDoc({ delivery: { dateChoice: '2', specifiedDate, timeCode: '0' } })).deliveryDate
    expect(dateOf('2026-12-01')).toBe('2026-12-01')
    expect(dateOf(' 2026-12-01 ')).toBe('2026-12-01')
    expect(dateOf('2026/12/01')).toBeNull()
    expect(dateOf('2026-12-1')).toBeNull()
    expect(dateOf('20261201')).toBeNull()
    expect(dateOf('')).toBeNull()
    expect(dateOf(null)).toBeNull()
    expect(dateOf(undefined)).toBeNull()
    expect(shipmentOf(orderDoc({ delivery: null })).deliveryDate).toBeNull()
  })

  it("keeps a known delivery-time code and reads anything else as '0'", () => {
    const timeOf = (timeCode: string | null | undefined) =>
      shipmentOf(orderDoc({ delivery: { timeCode } })).timeCode
    expect(timeOf('1')).toBe('1')
    expect(timeOf('5')).toBe('5')
    expect(timeOf('0')).toBe('0')
    expect(timeOf('6')).toBe('0')
    expect(timeOf('')).toBe('0')
    expect(timeOf(null)).toBe('0')
    expect(timeOf(undefined)).toBe('0')
    expect(shipmentOf(orderDoc({ delivery: null })).timeCode).toBe('0')
  })

  it('carries the regular sequence', () => {
    expect(shipmentOf(orderDoc({ regularSequence: 3 })).regularSequence).toBe(3)
    expect(shipmentOf(orderDoc({ regularSequence: null })).regularSequence).toBeNull()
    expect(shipmentOf(orderDoc({ regularSequence: undefined })).regularSequence).toBeNull()
  })
})

describe('person helpers', () => {
  it('join name, kana and address', () => {
    const p = person()
    expect(personName(p)).toBe('山田 花子')
    expect(personKana(p)).toBe('ヤマダ ハナコ')
    expect(addressLine(p)).toBe('東京都千代田区丸の内1-2-3')
    expect(addressLine(person({ town: null }))).toBe('東京都千代田区1-2-3')
  })
})
