import { describe, expect, it } from 'vitest'

import { CHECKOUT_NAMES, REGISTRATION_NAMES } from '@/shop/customer/person-address'
import { kanaField, phoneField, postalCodeField } from '@/shop/customer/person-fields'
import { ruleOf } from '@/ui/form/field-rule'
import { autoIn, textOf, withPrefix } from '@/ui/form/person-names'

describe('ruleOf: the browser checks a field with the server’s own zod rule', () => {
  const phone = ruleOf(phoneField())
  const postal = ruleOf(postalCodeField())
  const kana = ruleOf(kanaField('フリガナ（セイ）'))

  it('lets an empty value pass (required is the submit’s business)', () => {
    expect(phone('')).toBeUndefined()
    expect(postal('  ')).toBeUndefined()
  })

  it('passes what the server accepts, forgiving full-width digits and hyphens', () => {
    expect(phone('090-1234-5678')).toBeUndefined()
    expect(phone('０９０１２３４５６７８')).toBeUndefined()
    expect(postal('100-0001')).toBeUndefined()
    expect(kana('もりの')).toBeUndefined()
  })

  it('names the field in the server’s Japanese message when the value is wrong', () => {
    expect(phone('12345')).toBe('電話番号は0から始まる10〜11桁の数字で入力してください')
    expect(postal('12-34')).toBe('郵便番号は7桁の数字で入力してください（例: 100-0001）')
    expect(kana('Morino')).toBe('フリガナ（セイ）は全角カタカナで入力してください')
  })
})

describe('person field names', () => {
  it('prefixes every wire name of a table for a second person', () => {
    const destination = withPrefix(CHECKOUT_NAMES, 'DESTINATION_')
    expect(destination.postalCode).toBe('DESTINATION_ZIP_NUMBER')
    expect(destination.building).toBe('DESTINATION_BUILDING_NAME')
    expect(Object.keys(destination)).toEqual(Object.keys(CHECKOUT_NAMES))
  })

  it('reads a value as text and puts autocomplete tokens in the section', () => {
    expect(textOf({ zipNumber: '1000001' }, REGISTRATION_NAMES.postalCode)).toBe('1000001')
    expect(textOf({}, 'town')).toBe('')
    expect(textOf({ n: 3 }, 'n')).toBe('3')
    expect(autoIn('shipping', 'postal-code')).toBe('shipping postal-code')
    expect(autoIn(undefined, 'tel')).toBe('tel')
  })
})
