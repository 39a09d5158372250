import type { B2Account } from '@/shop/fulfilment/b2-layout'
import type { OrderForShipment, ShipmentOrder, ShipmentPerson } from '@/shop/fulfilment/shipment'

export const person = (over: Partial<ShipmentPerson> = {}): ShipmentPerson => ({
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  postalCode: '1000005',
  prefecture: '東京都',
  city: '千代田区',
  town: '丸の内',
  streetAddress: '1-2-3',
  building: 'サンプルビル101',
  phone: '0312345678',
  ...over,
})

export const shipment = (over: Partial<ShipmentOrder> = {}): ShipmentOrder => ({
  orderNumber: 'W261123-048213',
  destination: person(),
  deliveryDate: null,
  timeCode: '0',
  lines: [{ name: '国産はちみつ 500g', quantity: 1 }],
  collectAmount: 0,
  collectTax: 0,
  giftNote: null,
  regularSequence: null,
  ...over,
})

export const orderDoc = (over: Partial<OrderForShipment> = {}): OrderForShipment => ({
  orderNumber: 'W261123-048213',
  destination: person(),
  delivery: { dateChoice: '1', specifiedDate: null, timeCode: '0' },
  lines: [{ name: '国産はちみつ 500g', quantity: 2 }],
  payment: { method: '2' },
  gift: null,
  totals: { amountDue: 5_400, byRate: [{ tax: 400 }] },
  regularSequence: null,
  ...over,
})

export const account: B2Account = {
  shipper: {
    name: 'サンプル商店',
    postalCode: '1500001',
    address: '東京都渋谷区神宮前1-1-1',
    building: 'サンプルビル5F',
    phone: '0120000000',
  },
  billingCustomerCode: '012345678901',
  freightNumber: '01',
}
