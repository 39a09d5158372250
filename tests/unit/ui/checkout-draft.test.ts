import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiClientError } from '@/lib/api/client'
import { PASSWORD_MESSAGES } from '@/shop/auth/password-rules'
import { DEFAULT_DELIVERY_CALENDAR } from '@/shop/calendar/delivery-calendar'
import { AGREEMENT_MESSAGES, CARD_FIELDS, PAYMENT_MESSAGES } from '@/shop/checkout/checkout-form'
import {
  availableLineCount,
  CHECKOUT_DRAFT_KEY,
  clearCheckout,
  deliveryDateFields,
  emptyDraft,
  emptyDraftValues,
  idempotencyKeyStore,
  loadCheckoutDraft,
  orderBody,
  ordererAddressLines,
  parseDraft,
  peekStepFlash,
  prerequisitesFor,
  refusalFlash,
  sanitizeValues,
  saveCheckoutDraft,
  saveStepFlash,
  serializeDraft,
  sortFieldErrors,
  validateStep,
  withoutCardToken,
  withPrefill,
  type CheckoutDraft,
} from '@/ui/checkout/checkout-draft'
import { fraudSignals } from '@/ui/checkout/fraud-signals'

const context = {
  today: '2026-11-23',
  isMember: false,
  hasRegular: false,
  hasSavedCard: false,
  pointBalance: 0,
  pointsPayable: 5000,
  cashOnDeliveryAvailable: true,
  calendar: DEFAULT_DELIVERY_CALENDAR,
}
const memberContext = { ...context, isMember: true, pointBalance: 300 }

const orderer = {
  LAST_NAME: '山田',
  FIRST_NAME: '花子',
  LAST_NAME_KANA: 'ヤマダ',
  FIRST_NAME_KANA: 'ハナコ',
  ZIP_NUMBER: '1000001',
  PREFECTURES: '13',
  PREFECTURE: '東京都',
  CITY: '千代田区',
  TOWN: '千代田',
  STREET_ADDRESS: '1-1',
  PHONE_NUMBER: '09012345678',
  EMAIL1: 'hanako@example.jp',
  EMAIL2: 'hanako@example.jp',
}

const draftWith = (values: Record<string, unknown>, registering = false): CheckoutDraft => ({
  values: { ...emptyDraftValues(), ...values },
  registering,
})

const line = (available: boolean) => ({ available })
const cartOf = (oneTime: boolean[], regular: boolean[] = []) => ({
  oneTime: { lines: oneTime.map(line) },
  regular: { lines: regular.map(line) },
})

describe('the draft never holds card data or the password', () => {
  it('starts from the form defaults without CARD_* and PASSWORD, with the token fields', () => {
    const values = emptyDraftValues()
    for (const field of [...CARD_FIELDS, 'PASSWORD']) expect(values).not.toHaveProperty(field)
    expect(values).toMatchObject({ CARD_TOKEN: '', CARD_BRAND: '', CARD_LAST4: '', DELIVERY_DATE: '1' })
  })

  it('keeps only its own fields with their types', () => {
    const clean = sanitizeValues({
      LAST_NAME: '山田',
      CARD_NUMBER: '4111111111111111',
      CARD_SECURITY_CODE: '123',
      PASSWORD: 'secret-pass',
      AGREE_TERMS: 'yes',
      WANT_MAIL_MAGAZINE1: true,
      SOMETHING_ELSE: 'x',
    })
    expect(clean.LAST_NAME).toBe('山田')
    expect(clean.AGREE_TERMS).toBe(false)
    expect(clean.WANT_MAIL_MAGAZINE1).toBe(true)
    expect(clean).not.toHaveProperty('CARD_NUMBER')
    expect(clean).not.toHaveProperty('PASSWORD')
    expect(clean).not.toHaveProperty('SOMETHING_ELSE')
  })

  it('serializes without them even when they were smuggled into the values', () => {
    const draft = draftWith({ ...orderer, CARD_NUMBER: '4111111111111111', PASSWORD: 'secret-pass' }, true)
    const stored = serializeDraft(draft)
    expect(stored).not.toContain('4111111111111111')
    expect(stored).not.toContain('secret-pass')
    expect(parseDraft(stored)).toEqual({ values: sanitizeValues(draft.values), registering: true })
  })

  it('reads nothing from broken storage', () => {
    expect(parseDraft(null)).toBeNull()
    expect(parseDraft('{not json')).toBeNull()
    expect(parseDraft('[1,2]')).toBeNull()
    expect(parseDraft('{"values":{"LAST_NAME":1}}')?.values.LAST_NAME).toBe('')
  })
})

describe('withPrefill', () => {
  it("puts a member's profile over the draft and never registers a member", () => {
    const draft = draftWith({ LAST_NAME: '古い', CITY: '港区' }, true)
    const next = withPrefill(draft, { LAST_NAME: '山田', CITY: '千代田区' }, true)
    expect(next.values).toMatchObject({ LAST_NAME: '山田', CITY: '千代田区' })
    expect(next.registering).toBe(false)
  })

  it("fills only a guest's untouched fields", () => {
    const draft = draftWith({ LAST_NAME: '入力済み' }, true)
    const next = withPrefill(draft, { LAST_NAME: '山田', CITY: '千代田区', CARD_NUMBER: '4111' }, false)
    expect(next.values).toMatchObject({ LAST_NAME: '入力済み', CITY: '千代田区' })
    expect(next.values).not.toHaveProperty('CARD_NUMBER')
    expect(next.registering).toBe(true)
  })
})

describe('validateStep', () => {
  it('validates step 1 with the shared schema and lists the messages top to bottom', () => {
    const errors = validateStep('shopping01', emptyDraft(), '', context)
    const fields = Object.keys(errors)
    expect(fields[0]).toBe('LAST_NAME')
    expect(fields.indexOf('LAST_NAME')).toBeLessThan(fields.indexOf('EMAIL1'))
    expect(fields.indexOf('ZIP_NUMBER')).toBeLessThan(fields.indexOf('PHONE_NUMBER'))
    expect(validateStep('shopping01', draftWith(orderer), '', context)).toEqual({})
  })

  it('asks a registering guest for the password, gender, birth date and the agreement, all at once', () => {
    const registering = draftWith(orderer, true)
    const missing = ['GENDER', 'BIRTH_YEAR', 'BIRTH_MONTH', 'BIRTH_DAY', 'PASSWORD', 'AGREE_TERMS']
    // Nothing of registration given yet: every missing field in one go, in the order of the page (the walk found
    // パスワード alone first, then five more once it was filled).
    const first = validateStep('shopping01', registering, '', context)
    expect(Object.keys(first)).toEqual(missing)
    expect(first.PASSWORD).toBe(PASSWORD_MESSAGES.required)
    // A cart with a regular-delivery line needs the account whatever the checkbox says, and says why.
    const regular = validateStep('shopping01', draftWith(orderer), '', { ...context, hasRegular: true })
    expect(Object.keys(regular)).toEqual(missing)
    expect(regular.PASSWORD).toBe(AGREEMENT_MESSAGES.regularNeedsAccount)
    const errors = validateStep('shopping01', registering, 'morinoshop-2026', context)
    expect(Object.keys(errors)).toEqual(['GENDER', 'BIRTH_YEAR', 'BIRTH_MONTH', 'BIRTH_DAY', 'AGREE_TERMS'])
    const complete = draftWith(
      {
        ...orderer,
        GENDER: 'Female',
        BIRTH_YEAR: '1990',
        BIRTH_MONTH: '4',
        BIRTH_DAY: '1',
        AGREE_TERMS: true,
      },
      true,
    )
    expect(validateStep('shopping01', complete, 'morinoshop-2026', context)).toEqual({})
  })

  it('needs a card token for a new card, and lets a registering guest keep the card', () => {
    const card = draftWith({ PAYMENT_METHOD: '2' })
    expect(validateStep('shopping05', card, '', context).CARD_TOKEN).toBe(PAYMENT_MESSAGES.cardToken)
    const tokenised = draftWith({
      PAYMENT_METHOD: '2',
      CARD_TOKEN: 'tok_1234567890',
      WANT_SAVE_CREDIT_CARD: true,
    })
    expect(validateStep('shopping05', tokenised, '', context).WANT_SAVE_CREDIT_CARD).toBe(
      PAYMENT_MESSAGES.saveMembersOnly,
    )
    expect(validateStep('shopping05', { ...tokenised, registering: true }, '', context)).toEqual({})
  })
})

describe('prerequisitesFor', () => {
  const cart = cartOf([true])

  it('sends an empty cart (or one with only ended lines) to the cart', () => {
    const result = prerequisitesFor('shopping02', { context, cart: cartOf([false]) }, emptyDraft(), '')
    expect(result).toMatchObject({ ok: false, reason: 'empty-cart', redirectTo: '/cart/' })
  })

  it('sends a guest to the first incomplete step and a member past step 1', () => {
    expect(prerequisitesFor('shopping03', { context, cart }, emptyDraft(), '')).toMatchObject({
      ok: false,
      redirectTo: '/cart/shopping01/',
    })
    expect(prerequisitesFor('shopping03', { context, cart }, draftWith(orderer), '')).toMatchObject({
      ok: false,
      redirectTo: '/cart/shopping02/',
    })
    expect(
      prerequisitesFor('shopping03', { context, cart }, draftWith({ ...orderer, DESTINATION: '0' }), ''),
    ).toEqual({ ok: true })
    expect(prerequisitesFor('shopping01', { context: memberContext, cart }, emptyDraft(), '')).toMatchObject({
      ok: false,
      reason: 'skipped-step',
      redirectTo: '/cart/shopping02/',
    })
  })

  it('lets a registering guest whose password a reload emptied reach the confirm page (it asks again)', () => {
    const draft = draftWith(
      {
        ...orderer,
        GENDER: 'Female',
        BIRTH_YEAR: '1990',
        BIRTH_MONTH: '4',
        BIRTH_DAY: '1',
        AGREE_TERMS: true,
        DESTINATION: '0',
        PAYMENT_METHOD: '2',
        CARD_TOKEN: 'tok_1234567890',
        WANT_SAVE_CREDIT_CARD: true,
      },
      true,
    )
    expect(prerequisitesFor('confirm', { context, cart }, draft, '')).toEqual({ ok: true })
    // A regular-delivery cart needs the account first: step 1 asks for the password again.
    expect(
      prerequisitesFor('shopping03', { context: { ...context, hasRegular: true }, cart }, draft, ''),
    ).toMatchObject({ ok: false, redirectTo: '/cart/shopping01/' })
    expect(prerequisitesFor('confirm', { context, cart }, withoutCardToken(draft), '')).toMatchObject({
      ok: false,
      redirectTo: '/cart/shopping05/',
    })
  })
})

describe('orderBody', () => {
  it('sends PASSWORD only for a registering guest, and never card data', () => {
    const draft = draftWith({ ...orderer, AGREE_TERMS: true, CARD_TOKEN: 'tok_1234567890' }, true)
    const body = orderBody(draft, 'morinoshop-2026', false)
    expect(body).toMatchObject({
      PASSWORD: 'morinoshop-2026',
      AGREE_TERMS: true,
      CARD_TOKEN: 'tok_1234567890',
    })
    for (const field of CARD_FIELDS) expect(body).not.toHaveProperty(field)

    expect(orderBody(draft, 'morinoshop-2026', true)).not.toHaveProperty('PASSWORD')
    const guest = orderBody({ ...draft, registering: false }, 'morinoshop-2026', false)
    expect(guest).not.toHaveProperty('PASSWORD')
    expect(guest.AGREE_TERMS).toBe(false)
  })
})

describe('small helpers', () => {
  it('drops the single-use card token', () => {
    const draft = draftWith({ CARD_TOKEN: 'tok_1234567890', CARD_BRAND: 'VISA', CARD_LAST4: '1111' })
    expect(withoutCardToken(draft).values).toMatchObject({ CARD_TOKEN: '', CARD_BRAND: '', CARD_LAST4: '' })
  })

  it('splits a delivery date into the select parts', () => {
    expect(deliveryDateFields('2026-12-05')).toEqual({
      DELIVERY_SPECIFIED_DATE: '2026-12-05',
      DELIVERY_SPECIFIED_DATE_YEAR: '2026',
      DELIVERY_SPECIFIED_DATE_MONTH: '12',
      DELIVERY_SPECIFIED_DATE_DAY: '5',
    })
    expect(deliveryDateFields('')).toEqual({
      DELIVERY_SPECIFIED_DATE: '',
      DELIVERY_SPECIFIED_DATE_YEAR: '',
      DELIVERY_SPECIFIED_DATE_MONTH: '',
      DELIVERY_SPECIFIED_DATE_DAY: '',
    })
  })

  it('orders messages as the fields appear, unknown ones last', () => {
    expect(Object.keys(sortFieldErrors({ zzz: 'a', EMAIL1: 'b', LAST_NAME: 'c', PREFECTURE: 'd' }))).toEqual([
      'LAST_NAME',
      'PREFECTURE',
      'EMAIL1',
      'zzz',
    ])
  })

  it('counts only purchasable lines', () => {
    expect(availableLineCount(cartOf([true, false], [true]))).toBe(2)
  })

  it('turns a 400 with fields._step into the step to go back to', () => {
    const refused = new ApiClientError(400, 'validation_failed', '入力内容をご確認ください。', {
      error: {
        code: 'validation_failed',
        message: '入力内容をご確認ください。',
        fields: { _step: '/cart/shopping03/', DELIVERY_SPECIFIED_DATE: 'お届け希望日を選択してください' },
      },
    })
    expect(refusalFlash(refused)).toEqual({
      path: '/cart/shopping03/',
      message: '入力内容をご確認ください。',
      errors: { DELIVERY_SPECIFIED_DATE: 'お届け希望日を選択してください' },
    })
    expect(refusalFlash(new ApiClientError(402, 'declined', 'x'))).toBeNull()
    const elsewhere = new ApiClientError(400, 'bad', 'x', {
      error: { code: 'bad', message: 'x', fields: { _step: 'https://evil.example/' } },
    })
    expect(refusalFlash(elsewhere)).toBeNull()
    const onConfirm = new ApiClientError(400, 'bad', 'x', {
      error: { code: 'bad', message: 'x', fields: { _step: '/cart/shopping/confirm/', _form: 'x' } },
    })
    expect(refusalFlash(onConfirm)).toBeNull()
  })
})

describe('browser storage', () => {
  afterEach(() => vi.unstubAllGlobals())

  const fakeStorage = () => {
    const items = new Map<string, string>()
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      items,
    }
  }

  it('keeps the draft, the key and a step flash per tab, and clears them after the order', () => {
    const storage = fakeStorage()
    vi.stubGlobal('sessionStorage', storage)
    saveCheckoutDraft(draftWith({ LAST_NAME: '山田', CARD_NUMBER: '4111111111111111' }))
    expect(storage.items.get(CHECKOUT_DRAFT_KEY)).not.toContain('4111')
    expect(loadCheckoutDraft().values.LAST_NAME).toBe('山田')
    idempotencyKeyStore.save('key-1')
    saveStepFlash({ path: '/cart/shopping02/', message: 'm', errors: { DESTINATION: 'e' } })
    expect(peekStepFlash('/cart/shopping03/')).toBeNull()
    expect(peekStepFlash('/cart/shopping02/')).toEqual({
      path: '/cart/shopping02/',
      message: 'm',
      errors: { DESTINATION: 'e' },
    })
    clearCheckout()
    expect(storage.items.size).toBe(0)
    expect(loadCheckoutDraft()).toEqual(emptyDraft())
  })

  it('works without storage', () => {
    vi.stubGlobal('sessionStorage', undefined)
    expect(() => saveCheckoutDraft(emptyDraft())).not.toThrow()
    expect(loadCheckoutDraft()).toEqual(emptyDraft())
  })
})

describe('fraudSignals', () => {
  it('keeps device and visit features only, rounded and bounded', () => {
    const signals = fraudSignals({
      screenWidth: 1920.4,
      screenHeight: -5,
      timezoneOffset: -540,
      language: 'ja-JP'.padEnd(80, 'x'),
      timeOnPageMs: 12345.6,
      cookiesEnabled: true,
    })
    expect(Object.keys(signals).sort()).toEqual(
      ['cookiesEnabled', 'language', 'screenHeight', 'screenWidth', 'timeOnPageMs', 'timezoneOffset'].sort(),
    )
    expect(signals).toMatchObject({
      screenWidth: 1920,
      screenHeight: 0,
      timezoneOffset: -540,
      timeOnPageMs: 12346,
      cookiesEnabled: true,
    })
    expect(String(signals.language).length).toBeLessThanOrEqual(35)
  })
})

describe('ordererAddressLines: the orderer as the 「ご注文者様と同じ」 choice shows it', () => {
  it('writes name, postal code and address as the shop writes them elsewhere', () => {
    const values = { ...emptyDraftValues(), ...orderer, ZIP_NUMBER: '1000001', BUILDING_NAME: '森ビル 101' }
    expect(ordererAddressLines(values)).toEqual([
      '山田 花子 様',
      '〒100-0001',
      '東京都千代田区千代田1-1 森ビル 101',
      '電話番号：09012345678',
    ])
  })

  it('leaves out what is not entered yet', () => {
    expect(ordererAddressLines(emptyDraftValues())).toEqual([])
    expect(ordererAddressLines({ ...emptyDraftValues(), LAST_NAME: '山田' })).toEqual(['山田 様'])
  })
})
