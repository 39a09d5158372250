import { describe, expect, it } from 'vitest'

import {
  keyToKeep,
  readReturnDraft,
  RETURN_DRAFT_SECONDS,
  returnDraftCookie,
  returnDraftFor,
  returnDraftOf,
  returnDraftValues,
  writeReturnDraft,
} from '@/shop/returns/return-draft'

const KEY = '0b7c2d1e-4f5a-4b6c-8d9e-0f1a2b3c4d5e'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

const posted = form({
  orderId: '12',
  orderNumber: 'W261127-000001',
  idempotencyKey: KEY,
  reason: 'defective',
  note: '外箱がつぶれていた',
  overrideReason: '',
  'qty-0': '2',
  'resellable-0': '1',
  'qty-1': '1',
  bankCode: '0001',
  branchCode: '123',
  accountType: 'current',
  accountNumber: '1234567',
  accountHolder: 'モリノ ハナコ',
})

describe('the 返品・返金 form’s draft', () => {
  it('keeps every field typed or chosen, an unticked 再販売 as false', () => {
    expect(returnDraftValues(posted)).toEqual({
      reason: 'defective',
      note: '外箱がつぶれていた',
      overrideReason: '',
      lines: [
        { quantity: '2', resellable: true },
        { quantity: '1', resellable: false },
      ],
      bankCode: '0001',
      branchCode: '123',
      accountType: 'current',
      accountNumber: '1234567',
      accountHolder: 'モリノ ハナコ',
    })
  })

  it('keeps the idempotency key, unless it is malformed or was the refusal', () => {
    expect(keyToKeep(KEY, [{ field: 'line-0' }])).toBe(KEY)
    expect(keyToKeep(KEY, [{ field: 'idempotencyKey' }])).toBe('')
    expect(keyToKeep('short', [])).toBe('')
    expect(keyToKeep(null, [])).toBe('')
  })

  it('reads back what was written, for the same staff member and order only, until it expires', () => {
    const now = 1_700_000_000_000
    const draft = returnDraftOf(posted, 7, [{ field: 'line-0' }], now)!
    expect(draft).toMatchObject({ staffId: 7, orderId: 12, key: KEY })
    const value = writeReturnDraft('test-secret', draft)!
    expect(value).not.toContain('1234567')
    const read = readReturnDraft('test-secret', value, now + 1000)
    expect(read).toEqual(draft)
    expect(returnDraftFor(read, 7, 12)).toEqual(draft)
    expect(returnDraftFor(read, 8, 12)).toBeNull()
    expect(returnDraftFor(read, 7, 13)).toBeNull()
    expect(readReturnDraft('test-secret', value, now + RETURN_DRAFT_SECONDS * 1000)).toBeNull()
    expect(readReturnDraft('other-secret', value, now)).toBeNull()
  })

  it('is not made for a post naming no order', () => {
    expect(returnDraftOf(form({ orderId: 'x' }), 7, [])).toBeNull()
  })

  it('lives under the screen’s path for 15 minutes', () => {
    expect(returnDraftCookie('/admin', '/returns')).toEqual({
      name: 'return_form_draft',
      path: '/admin/returns',
      maxAgeSeconds: 900,
    })
  })
})
