/**
 * Every field of the checkout form (spec §3) under the spec's name, with its initial value.
 */
import { DESTINATION_PREFIX, prefixed } from '@/shop/customer/person-address'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'

import { DELIVERY_DATE_OPTIONS } from '../delivery-dates'
import { GIFT_PACKAGING, WANT_GIFT_WRAPPING } from '../fees'

/** Person and address fields, shared by the orderer and (prefixed DESTINATION_) the destination. */
const ADDRESS_DEFAULTS = {
  FIRST_NAME: '',
  FIRST_NAME_KANA: '',
  LAST_NAME: '',
  LAST_NAME_KANA: '',
  ZIP_NUMBER: '',
  PREFECTURES: '',
  MUNICIPALITY_CODE: '',
  TOWN: '',
  CITY: '',
  PREFECTURE: '',
  BUILDING_NAME: '',
  STREET_ADDRESS: '',
  PHONE_NUMBER: '',
} as const

/**
 * Every field of the checkout form with its initial value (spec §3: empty unless noted). The spec's noted
 * defaults are stored as their codes: PAYMENT_METHOD none → '0', LAST_USED_CARD 'no used' → '0',
 * DELIVERY_DATE 'no date specified' → '1', WANT_GIFT_WRAPPING unnecessary → '0', GIFT_PACKAGING bulk → '1'.
 */
export const CHECKOUT_DEFAULTS = {
  FIRST_NAME: '',
  FIRST_NAME_KANA: '',
  LAST_NAME: '',
  LAST_NAME_KANA: '',
  GENDER: '',
  BIRTH_DAY: '',
  BIRTH_MONTH: '',
  BIRTH_YEAR: '',
  ZIP_NUMBER: '',
  PREFECTURES: '',
  MUNICIPALITY_CODE: '',
  TOWN: '',
  CITY: '',
  PREFECTURE: '',
  BUILDING_NAME: '',
  STREET_ADDRESS: '',
  PHONE_NUMBER: '',
  EMAIL1: '',
  EMAIL2: '',
  EMAIL3: '',
  PASSWORD: '',
  AGREE_TERMS: false,
  DESTINATION: '',
  ...prefixed(DESTINATION_PREFIX, ADDRESS_DEFAULTS),
  PAYMENT_METHOD: PAYMENT_METHODS.NONE,
  LAST_USED_CARD: '0',
  CARD_MONTH: '',
  CARD_YEAR: '',
  CARD_NAME: '',
  CARD_NUMBER: '',
  CARD_SECURITY_CODE: '',
  WANT_SAVE_CREDIT_CARD: false,
  DELIVERY_DATE: DELIVERY_DATE_OPTIONS.NONE,
  DELIVERY_SPECIFIED_DATE: '',
  DELIVERY_SPECIFIED_DATE_YEAR: '',
  DELIVERY_SPECIFIED_DATE_MONTH: '',
  DELIVERY_SPECIFIED_DATE_DAY: '',
  DELIVERY_TIME: '0',
  DELIVERY_TIME_LABEL: '',
  WANT_GIFT_WRAPPING: WANT_GIFT_WRAPPING.UNNECESSARY,
  GIFT_WRAPPING_KIND: 'NormalWrapping',
  GIFT_WRAPPING_KIND_LABEL: '',
  GIFT_PACKAGING: GIFT_PACKAGING.BULK,
  WANT_MAIL_MAGAZINE1: false,
  WANT_MAIL_MAGAZINE2: false,
  WANT_MAIL_MAGAZINE3: false,
  POINT_METHOD: '0',
  POINT_NUMBER: '0',
} as const

export type CheckoutFieldName = keyof typeof CHECKOUT_DEFAULTS
export type CheckoutFormValues = {
  -readonly [K in CheckoutFieldName]: (typeof CHECKOUT_DEFAULTS)[K] extends boolean ? boolean : string
}

export function checkoutDefaults(): CheckoutFormValues {
  return { ...CHECKOUT_DEFAULTS }
}
