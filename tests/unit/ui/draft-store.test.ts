import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CARD_FIELDS } from '@/shop/checkout/checkout-form'
import {
  CHECKOUT_DRAFT_KEY,
  clearCheckout,
  emptyDraftValues,
  saveCheckoutDraft,
} from '@/ui/checkout/checkout-draft'
import { flowStore, peekFlash, setFlash } from '@/ui/customer/flow-store'
import {
  clearEntryDraft,
  EMPTY_VALUES,
  entryDraftStore,
  loadEntryDraft,
  saveEntryDraft,
} from '@/ui/entry/entry-draft'
import {
  asString,
  draftStore,
  isSecretField,
  overEmpty,
  sameShape,
  withoutSecrets,
} from '@/ui/form/draft-store'
import { useDraft } from '@/ui/form/use-draft'
import { completeDraft, lastReceiptNumber, loadDraft, saveDraft } from '@/ui/inquiry/inquiry-draft'
import {
  finishProfileDraft,
  loadProfileDraft,
  profileChangeDone,
  saveProfileDraft,
} from '@/ui/mypage/customer/profile-draft'

const fakeStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  }
}

let storage: ReturnType<typeof fakeStorage>
beforeEach(() => {
  storage = fakeStorage()
  vi.stubGlobal('sessionStorage', storage)
})
afterEach(() => vi.unstubAllGlobals())

interface Note {
  text: string
  count: number
}
const EMPTY_NOTE: Note = { text: '', count: 0 }
const notes = draftStore('test-note', (stored) => sameShape(EMPTY_NOTE, stored))

const SECRETS = [
  ...CARD_FIELDS,
  'card.number',
  'card.expiry',
  'card.cvc',
  'card.holderName',
  'cardNumber',
  'cvc',
  'securityCode',
  'PASSWORD',
  'password',
  'newPassword',
  'newPasswordConfirm',
  'currentPassword',
  'code',
]
const NOT_SECRETS = [
  'CARD_TOKEN',
  'CARD_BRAND',
  'CARD_LAST4',
  'LAST_USED_CARD',
  'WANT_SAVE_CREDIT_CARD',
  'invitationCode',
  'municipalityCode',
  'email1',
  'PAYMENT_METHOD',
]

describe('never stores card data or a password', () => {
  it('names every card field of the checkout, the card widget, one-time codes and any password key', () => {
    for (const name of SECRETS) expect(isSecretField(name), name).toBe(true)
    for (const name of NOT_SECRETS) expect(isSecretField(name), name).toBe(false)
  })

  it('drops them at any depth on every write, whatever the flow type says', () => {
    const store = draftStore('test-secrets', (v) => v)
    const secrets = Object.fromEntries(SECRETS.map((k) => [k, '4111111111111111']))
    store.save({ keep: 'ok', ...secrets, nested: { values: [{ ...secrets, CARD_TOKEN: 'tok' }] } })
    const raw = storage.items.get('test-secrets') ?? ''
    expect(raw).not.toContain('4111')
    for (const name of SECRETS) expect(raw).not.toContain(`"${name}"`)
    expect(JSON.parse(raw)).toEqual({ keep: 'ok', nested: { values: [{ CARD_TOKEN: 'tok' }] } })
  })

  it('drops them on reading too (a draft written before the rule)', () => {
    storage.setItem('test-secrets', JSON.stringify({ keep: 'ok', PASSWORD: 'pw', CARD_NUMBER: '4111' }))
    expect(draftStore('test-secrets', (v) => v).load()).toEqual({ keep: 'ok' })
  })

  it('withoutSecrets leaves values other than plain objects and arrays alone', () => {
    expect(withoutSecrets('password')).toBe('password')
    expect(withoutSecrets(null)).toBeNull()
  })

  it('the checkout, entry and inquiry drafts stay free of them', () => {
    saveCheckoutDraft({
      values: { ...emptyDraftValues(), ...({ CARD_NUMBER: '4111', PASSWORD: 'pw' } as object) },
      registering: true,
    })
    saveEntryDraft('general', {
      values: { ...EMPTY_VALUES, ...({ newPassword: 'pw123456' } as object) },
      authenticateTransactionId: null,
      customerNumber: null,
    })
    saveDraft({ ...loadDraft(), ...({ password: 'pw' } as object) })
    const all = [...storage.items.values()].join('\n')
    expect(all).not.toContain('4111')
    expect(all).not.toContain('pw')
    expect(storage.items.get(CHECKOUT_DRAFT_KEY)).toContain('"registering":true')
  })
})

describe('treats what it cannot use as nothing stored', () => {
  it('round-trips a value of the flow type', () => {
    notes.save({ text: 'a', count: 2 })
    expect(notes.load()).toEqual({ text: 'a', count: 2 })
  })

  it.each([
    ['not JSON', '{oops'],
    ['JSON of another type', '"text"'],
    ['an old shape', JSON.stringify({ text: 'a' })],
    ['wrong field types', JSON.stringify({ text: 1, count: '2' })],
    ['null', 'null'],
  ])('%s', (_label, raw) => {
    storage.setItem('test-note', raw)
    expect(notes.load()).toBeNull()
  })

  it('without storage (private mode, the server) reads null and writes nothing, without throwing', () => {
    vi.stubGlobal('sessionStorage', undefined)
    expect(() => notes.save({ text: 'a', count: 1 })).not.toThrow()
    expect(notes.load()).toBeNull()
    expect(() => notes.clear()).not.toThrow()
  })

  it('when storage throws on access or on writing (disabled storage, full quota)', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    })
    expect(() => notes.save({ text: 'a', count: 1 })).not.toThrow()
    expect(notes.load()).toBeNull()
    expect(() => notes.clear()).not.toThrow()
  })

  it('overEmpty keeps known fields of the right type over the empty value', () => {
    expect(overEmpty(EMPTY_NOTE, { text: 'x', count: 'no', extra: 1 })).toEqual({ text: 'x', count: 0 })
    expect(overEmpty(EMPTY_NOTE, 'garbage')).toEqual(EMPTY_NOTE)
  })

  it('update merges into what is stored, and does nothing when nothing is', () => {
    notes.update({ count: 5 })
    expect(notes.load()).toBeNull()
    notes.save({ text: 'a', count: 1 })
    notes.update({ count: 5 })
    expect(notes.load()).toEqual({ text: 'a', count: 5 })
  })

  it('a flow state of an older shape starts the flow over', () => {
    const store = flowStore('test-flow')
    storage.setItem('test-flow', JSON.stringify({ email: 'a@example.jp', transactionId: 't' }))
    expect(store.load()).toBeNull()
    setFlash('m')
    expect(peekFlash()).toBe('m')
  })

  it('an entry draft of an older shape keeps what still fits', () => {
    expect(entryDraftStore('general')).toBe(entryDraftStore('general'))
    storage.setItem(
      'entry-draft:general',
      JSON.stringify({ values: { lastName: '山田', gender: 1 }, customerNumber: 7 }),
    )
    expect(loadEntryDraft('general')).toEqual({
      values: { ...EMPTY_VALUES, lastName: '山田' },
      authenticateTransactionId: null,
      customerNumber: null,
    })
  })
})

describe('cleared on completion', () => {
  it('checkout: nothing stays', () => {
    saveCheckoutDraft({ values: emptyDraftValues(), registering: false })
    clearCheckout()
    expect(storage.items.size).toBe(0)
  })

  it('entry: only the customer number for the complete page', () => {
    saveEntryDraft('kankeisha', {
      values: { ...EMPTY_VALUES, lastName: '山田' },
      authenticateTransactionId: 'tx',
      customerNumber: null,
    })
    clearEntryDraft('kankeisha', 'C123')
    expect(loadEntryDraft('kankeisha')).toEqual({
      values: EMPTY_VALUES,
      authenticateTransactionId: null,
      customerNumber: 'C123',
    })
  })

  it('inquiry: the entries go, the receipt number stays', () => {
    saveDraft({ ...loadDraft(), lastName: '山田' })
    completeDraft('R-1')
    expect(loadDraft().lastName).toBe('')
    expect(lastReceiptNumber()).toBe('R-1')
  })

  it('profile change: the entries go, the complete page may show', () => {
    const values = {
      lastName: '山田',
      firstName: '花子',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'ハナコ',
      gender: '2',
      birthYear: '1990',
      birthMonth: '1',
      birthDay: '2',
      zipNumber: '1000001',
      prefecture: '東京都',
      municipalityCode: '',
      city: '千代田区',
      town: '',
      streetAddress: '1-1',
      buildingName: '',
      phoneNumber: '09012345678',
      wantMailMagazine: true,
    }
    saveProfileDraft(values)
    expect(loadProfileDraft()).toEqual(values)
    expect(profileChangeDone()).toBe(false)
    finishProfileDraft()
    expect(loadProfileDraft()).toBeNull()
    expect(profileChangeDone()).toBe(true)
  })
})

describe('useDraft', () => {
  const Probe = ({ empty }: { empty: Note | null }) => JSON.stringify(useDraft(notes, empty))

  it('renders nothing stored on the server and while hydrating, whatever the tab holds', () => {
    notes.save({ text: 'stored', count: 1 })
    expect(renderToString(createElement(Probe, { empty: EMPTY_NOTE }))).toBe('null')
  })

  it('asString reads only strings', () => {
    expect(asString('a')).toBe('a')
    expect(asString(1)).toBeNull()
  })
})
