import { describe, expect, it } from 'vitest'

import { orderNumberFor } from '@/shop/orders/order-number'
import { regularOrderNumberFor } from '@/shop/courses/regular-order-number'
import { classifyCustomerQuery, phoneDigits, SUPPORT_QUERY_MAX_LENGTH } from '@/shop/support/customer-query'
import { customerSearchKeys } from '@/shop/support/search-keys'

describe('classifyCustomerQuery: names', () => {
  it('folds width and kana like the shop search, so every spelling of a kana name is one query', () => {
    const expected = { kind: 'name', terms: ['やまだ'] }
    expect(classifyCustomerQuery('やまだ')).toEqual(expected)
    expect(classifyCustomerQuery('ヤマダ')).toEqual(expected)
    expect(classifyCustomerQuery('ﾔﾏﾀﾞ')).toEqual(expected)
    expect(classifyCustomerQuery('  ヤマダ　')).toEqual(expected)
  })

  it('keeps kanji and reads two parts as family then given name', () => {
    expect(classifyCustomerQuery('山田')).toEqual({ kind: 'name', terms: ['山田'] })
    expect(classifyCustomerQuery('山田 花子')).toEqual({ kind: 'name', terms: ['山田', '花子'] })
    expect(classifyCustomerQuery('山田　はなこ')).toEqual({ kind: 'name', terms: ['山田', 'はなこ'] })
  })

  it('reads three or more parts as one name typed with stray spaces', () => {
    expect(classifyCustomerQuery('山 田 花子')).toEqual({ kind: 'name', terms: ['山田花子'] })
  })

  it('keeps the long vowel mark of a katakana name (it is not a dash there)', () => {
    expect(classifyCustomerQuery('ユーキ')).toEqual({ kind: 'name', terms: ['ゆーき'] })
  })

  it('folds full-width Latin letters and case', () => {
    expect(classifyCustomerQuery('ＳＭＩＴＨ')).toEqual({ kind: 'name', terms: ['smith'] })
  })

  it('answers empty for blank input and cuts very long input', () => {
    expect(classifyCustomerQuery('')).toEqual({ kind: 'empty' })
    expect(classifyCustomerQuery(' 　 ')).toEqual({ kind: 'empty' })
    const long = classifyCustomerQuery('あ'.repeat(SUPPORT_QUERY_MAX_LENGTH + 50))
    expect(long).toEqual({ kind: 'name', terms: ['あ'.repeat(SUPPORT_QUERY_MAX_LENGTH)] })
  })
})

describe('classifyCustomerQuery: phone numbers', () => {
  it('accepts hyphens, full-width digits and dashes, parentheses and spaces', () => {
    const expected = { kind: 'phone', digits: '0312345678', whole: true }
    expect(classifyCustomerQuery('0312345678')).toEqual(expected)
    expect(classifyCustomerQuery('03-1234-5678')).toEqual(expected)
    expect(classifyCustomerQuery('０３－１２３４－５６７８')).toEqual(expected)
    expect(classifyCustomerQuery('(03) 1234 5678')).toEqual(expected)
    expect(classifyCustomerQuery('03ー1234ー5678')).toEqual(expected)
    expect(classifyCustomerQuery('03−1234−5678')).toEqual(expected)
  })

  it('reads mobile numbers (11 digits) and +81 as the domestic number', () => {
    expect(classifyCustomerQuery('090-1234-5678')).toEqual({
      kind: 'phone',
      digits: '09012345678',
      whole: true,
    })
    expect(classifyCustomerQuery('+81 90-1234-5678')).toEqual({
      kind: 'phone',
      digits: '09012345678',
      whole: true,
    })
  })

  it('reads a shorter number starting with 0 as the start of a phone number', () => {
    expect(classifyCustomerQuery('090-1234')).toEqual({ kind: 'phone', digits: '0901234', whole: false })
  })

  it('phoneDigits keeps digits only', () => {
    expect(phoneDigits('０９０‐１２３４‐５６７８')).toBe('09012345678')
    expect(phoneDigits('+81-3-1234-5678')).toBe('0312345678')
    expect(phoneDigits('')).toBe('')
  })
})

describe('classifyCustomerQuery: e-mail', () => {
  it('is case-insensitive and folds a full-width at sign', () => {
    const expected = { kind: 'email', email: 'hanako.yamada@example.jp' }
    expect(classifyCustomerQuery('Hanako.Yamada@Example.JP')).toEqual(expected)
    expect(classifyCustomerQuery(' hanako.yamada＠example.jp ')).toEqual(expected)
    expect(classifyCustomerQuery('ｈａｎａｋｏ.ｙａｍａｄａ@example.jp')).toEqual(expected)
  })
})

describe('classifyCustomerQuery: member, order and course numbers', () => {
  it('reads up to 8 digits not starting with 0 as a member number', () => {
    expect(classifyCustomerQuery('10000001')).toEqual({ kind: 'member-number', customerNumber: '10000001' })
    expect(classifyCustomerQuery('１０００００１２')).toEqual({
      kind: 'member-number',
      customerNumber: '10000012',
    })
    expect(classifyCustomerQuery('12345')).toEqual({ kind: 'member-number', customerNumber: '12345' })
  })

  it('reads an order number as the shop writes it, in any width or case, with or without its hyphen', () => {
    const number = orderNumberFor(new Date('2026-11-23T03:00:00Z'), () => 48213)
    expect(number).toBe('W261123-048213')
    const expected = { kind: 'order-number', orderNumber: number }
    expect(classifyCustomerQuery(number)).toEqual(expected)
    expect(classifyCustomerQuery('w261123-048213')).toEqual(expected)
    expect(classifyCustomerQuery('Ｗ２６１１２３－０４８２１３')).toEqual(expected)
    expect(classifyCustomerQuery('W261123048213')).toEqual(expected)
    expect(classifyCustomerQuery('261123-048213')).toEqual(expected)
  })

  it('reads a course number as the shop writes it', () => {
    const number = regularOrderNumberFor('W261123-048213', 0)
    expect(number).toBe('R261123-048213-1')
    const expected = { kind: 'course-number', courseNumber: number }
    expect(classifyCustomerQuery(number)).toEqual(expected)
    expect(classifyCustomerQuery('r261123-048213-1')).toEqual(expected)
    expect(classifyCustomerQuery('R2611230482131')).toEqual(expected)
    expect(classifyCustomerQuery('261123-048213-1')).toEqual(expected)
    expect(classifyCustomerQuery('R261123-048213-12')).toEqual({
      kind: 'course-number',
      courseNumber: 'R261123-048213-12',
    })
  })

  it('does not read 12 bare digits as an order number (a mistyped phone number is likelier)', () => {
    expect(classifyCustomerQuery('261123048213').kind).toBe('phone')
  })
})

describe('customerSearchKeys', () => {
  it('folds the name, kana and phone through the same rules as a query', () => {
    expect(
      customerSearchKeys({
        lastName: '山田',
        firstName: '花子',
        lastNameKana: 'ヤマダ',
        firstNameKana: 'ﾊﾅｺ',
        phone: '03-1234-5678',
      }),
    ).toEqual({
      searchName: '山田花子',
      searchNameKana: 'やまだはなこ',
      searchGivenName: '花子',
      searchGivenNameKana: 'はなこ',
      searchPhone: '0312345678',
    })
  })

  it('keys missing fields as empty', () => {
    expect(customerSearchKeys({}).searchName).toBe('')
  })
})
