import { describe, expect, it } from 'vitest'

import { fraudSignalProblems, looksPersonal, MAX_FRAUD_SIGNALS } from '@/shop/checkout/fraud-signals'

describe('fraud signals', () => {
  it('takes device and behaviour features', () => {
    expect(
      fraudSignalProblems('shopping05', {
        screen: '1920x1080',
        timezoneOffset: -540,
        touch: false,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0.6099.109 Safari/537.36',
        typingMs: 5230,
      }),
    ).toEqual({})
  })

  it('refuses what looks like personal or card data, by value or by name', () => {
    expect(looksPersonal('hanako@example.jp')).toBe(true)
    expect(looksPersonal('4111 1111 1111 1111')).toBe(true)
    expect(looksPersonal('4111-1111-1111-1111')).toBe(true)
    expect(looksPersonal('４１１１１１１１１１１１')).toBe(true)
    expect(looksPersonal(411111111111)).toBe(true)
    expect(looksPersonal(41111111111)).toBe(false)
    expect(looksPersonal('090-1234-5678')).toBe(false)
    expect(
      fraudSignalProblems('confirm', { note: 'a@b.jp', phoneNumber: 'x', cardHolderName: 'x', ok: 1 }),
    ).toEqual({
      'signals.note': '個人情報やカード情報は送信できません',
      'signals.phoneNumber': '個人情報やカード情報は送信できません',
      'signals.cardHolderName': '個人情報やカード情報は送信できません',
    })
  })

  it('bounds the number of signals, their names and the page', () => {
    const many = Object.fromEntries(Array.from({ length: MAX_FRAUD_SIGNALS + 1 }, (_, i) => [`s${i}`, i]))
    expect(fraudSignalProblems('confirm', many).signals).toBe('シグナルは30項目までです')
    expect(fraudSignalProblems('confirm', { 'bad key': 1 })).toEqual({
      'signals.bad key': 'シグナルの名前が正しくありません',
    })
    expect(fraudSignalProblems('../x', {}).page).toBe('画面の指定が正しくありません')
  })
})
