import { describe, expect, it } from 'vitest'

import { CHECKOUT_DEFAULTS } from '@/shop/checkout/checkout-form'
import {
  CART_PATH,
  CHECKOUT_CONFIRM_PATH,
  CHECKOUT_STEPS,
  checkPrerequisites,
  firstStepPath,
  isStepComplete,
  nextStepPath,
  previousStepPath,
  stepByPath,
  stepsFor,
  validateCheckout,
  type CheckoutStepId,
} from '@/shop/checkout/checkout-steps'

const guest = { isMember: false }
const member = { isMember: true }

describe('step order', () => {
  it('runs /cart/shopping01/ … /cart/shopping06/ and holds every section once', () => {
    expect(CHECKOUT_STEPS.map((s) => s.path)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/cart/shopping0${n}/`))
    const sections = CHECKOUT_STEPS.flatMap((s) => s.sections)
    expect(new Set(sections).size).toBe(sections.length)
    expect(sections).toEqual(
      expect.arrayContaining([
        'orderer',
        'agreement',
        'destination',
        'delivery',
        'gift',
        'payment',
        'points',
        'mailMagazine',
      ]),
    )
    expect(stepByPath('/cart/shopping03')?.id).toBe('shopping03')
  })

  it('lets a member skip the orderer step', () => {
    expect(stepsFor(guest)).toHaveLength(6)
    expect(stepsFor(member).map((s) => s.id)).not.toContain('shopping01')
    expect(firstStepPath(guest)).toBe('/cart/shopping01/')
    expect(firstStepPath(member)).toBe('/cart/shopping02/')
  })

  it('gives next and previous pages', () => {
    expect(nextStepPath('shopping01', guest)).toBe('/cart/shopping02/')
    expect(nextStepPath('shopping06', guest)).toBe(CHECKOUT_CONFIRM_PATH)
    expect(nextStepPath('shopping01', member)).toBe('/cart/shopping02/')
    expect(previousStepPath('shopping02', guest)).toBe('/cart/shopping01/')
    expect(previousStepPath('shopping02', member)).toBe(CART_PATH)
    expect(previousStepPath('shopping01', guest)).toBe(CART_PATH)
    expect(previousStepPath('confirm', member)).toBe('/cart/shopping06/')
  })
})

describe('prerequisites', () => {
  const done =
    (...ids: CheckoutStepId[]) =>
    (id: CheckoutStepId) =>
      ids.includes(id)
  it('sends an empty cart back to the cart', () => {
    expect(
      checkPrerequisites('shopping03', { shopper: guest, cartLineCount: 0, isComplete: done() }),
    ).toEqual({
      ok: false,
      reason: 'empty-cart',
      redirectTo: CART_PATH,
    })
  })

  it('sends the shopper to the first incomplete earlier step', () => {
    expect(
      checkPrerequisites('shopping01', { shopper: guest, cartLineCount: 1, isComplete: done() }),
    ).toEqual({ ok: true })
    expect(
      checkPrerequisites('shopping04', {
        shopper: guest,
        cartLineCount: 1,
        isComplete: done('shopping01', 'shopping03'),
      }),
    ).toEqual({
      ok: false,
      reason: 'incomplete-step',
      redirectTo: '/cart/shopping02/',
    })
    expect(
      checkPrerequisites('shopping03', { shopper: member, cartLineCount: 1, isComplete: done('shopping02') }),
    ).toEqual({ ok: true })
    expect(
      checkPrerequisites('confirm', {
        shopper: member,
        cartLineCount: 1,
        isComplete: done('shopping02', 'shopping03', 'shopping04', 'shopping05'),
      }),
    ).toEqual({ ok: false, reason: 'incomplete-step', redirectTo: '/cart/shopping06/' })
  })

  it('moves a member off the orderer step', () => {
    expect(
      checkPrerequisites('shopping01', { shopper: member, cartLineCount: 1, isComplete: done() }),
    ).toEqual({
      ok: false,
      reason: 'skipped-step',
      redirectTo: '/cart/shopping02/',
    })
  })

  it('tells from a draft whether a step is complete', () => {
    const ctx = { today: '2026-11-23', isMember: false, hasRegular: false }
    const draft: Record<string, unknown> = { ...CHECKOUT_DEFAULTS }
    expect(isStepComplete('shopping03', draft, ctx)).toBe(true)
    expect(isStepComplete('shopping04', draft, ctx)).toBe(true)
    expect(isStepComplete('shopping02', draft, ctx)).toBe(false)
    expect(isStepComplete('shopping02', { ...draft, DESTINATION: '0' }, ctx)).toBe(true)
    expect(isStepComplete('shopping05', draft, ctx)).toBe(false)
    expect(isStepComplete('shopping05', { ...draft, PAYMENT_METHOD: '4' }, ctx)).toBe(true)
    expect(isStepComplete('shopping06', draft, ctx)).toBe(true)
    expect(isStepComplete('shopping01', draft, ctx)).toBe(false)
  })
})

describe('validateCheckout', () => {
  const ctx = {
    today: '2026-11-23',
    isMember: true,
    hasRegular: true,
    pointBalance: 500,
    pointsPayable: 3000,
  }
  it('validates every section a member takes and reports the first invalid step', () => {
    const draft: Record<string, unknown> = { ...CHECKOUT_DEFAULTS, DESTINATION: '0', PAYMENT_METHOD: '2' }
    const bad = validateCheckout(draft, ctx)
    expect(bad).toMatchObject({ success: false, firstInvalidStep: 'shopping05' })
    expect(bad.success === false && Object.keys(bad.errors)).toEqual(['CARD_TOKEN'])
    const ok = validateCheckout({ ...draft, CARD_TOKEN: 'tok_1234567890', POINT_METHOD: '1' }, ctx)
    expect(ok.success).toBe(true)
    expect(ok.success && ok.sections.orderer).toBeUndefined()
    expect(ok.success && ok.sections.points).toEqual({
      POINT_METHOD: '1',
      POINT_NUMBER: '500',
      pointsToUse: 500,
    })
  })

  it('rejects card data anywhere in the submission', () => {
    const r = validateCheckout(
      {
        ...CHECKOUT_DEFAULTS,
        DESTINATION: '0',
        PAYMENT_METHOD: '2',
        CARD_TOKEN: 'tok_1234567890',
        CARD_NUMBER: '4111111111111111',
      },
      ctx,
    )
    expect(r.success === false && r.errors.CARD_NUMBER).toBeTruthy()
  })
})
