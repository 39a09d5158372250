import { describe, expect, it } from 'vitest'

import {
  draftValuesOf,
  readSupportDraft,
  SUPPORT_DRAFT_SECONDS,
  supportDraftCookie,
  supportDraftFor,
  supportDraftOf,
  writeSupportDraft,
} from '@/shop/support/console-draft'

const KEY = '0b7c2d1e-4f5a-4b6c-8d9e-0f1a2b3c4d5e'
const who = { staffId: 3, customerId: 41 }

describe('a support console form’s draft', () => {
  it('keeps 「ポイント数（増減）」 and 「理由」 of ポイント調整, and the key when a field was the refusal', () => {
    const draft = supportDraftOf(
      { ...who, action: 'adjust-points', error: 'form' },
      { action: 'adjust-points', key: KEY, delta: '１００ポイント', reason: 'お詫び', note: 'ignored' },
    )
    expect(draft).toMatchObject({
      ...who,
      action: 'adjust-points',
      key: KEY,
      values: { delta: '１００ポイント', reason: 'お詫び' },
    })
  })

  it('draws a new key when the refused action had claimed it (a spent key would answer 「すでに受け付けています」)', () => {
    const draft = supportDraftOf(
      { ...who, action: 'adjust-points', error: 'points-below-zero' },
      { key: KEY, delta: '-500', reason: '誤付与の取り消し' },
    )
    expect(draft).toMatchObject({ key: '', values: { delta: '-500', reason: '誤付与の取り消し' } })
    expect(supportDraftOf({ ...who, action: 'note', error: 'form' }, { key: 'bad key', note: '' })?.key).toBe(
      '',
    )
  })

  it('keeps 「メモ」 of 対応メモ; a button-only form has no draft', () => {
    expect(
      supportDraftOf({ ...who, action: 'note', error: 'form' }, { key: KEY, note: '電話で住所変更の相談' }),
    ).toMatchObject({ action: 'note', values: { note: '電話で住所変更の相談' } })
    expect(supportDraftOf({ ...who, action: 'unlock', error: 'not-locked' }, { key: KEY })).toBeNull()
    expect(supportDraftOf({ ...who, action: 'cancel-order', error: 'form' }, { key: KEY })).toBeNull()
  })

  it('reads back what was written, for the same staff member, customer and form only, until it expires', () => {
    const now = 1_700_000_000_000
    const draft = supportDraftOf(
      { ...who, action: 'note', error: 'form' },
      { key: KEY, note: 'あ'.repeat(1000) },
      now,
    )!
    const value = writeSupportDraft('test-secret', draft)!
    expect(value).not.toBeNull()
    const read = readSupportDraft('test-secret', value, now + 1000)
    expect(read).toEqual(draft)
    expect(supportDraftFor(read, 3, 41)).toEqual(draft)
    expect(supportDraftFor(read, 4, 41)).toBeNull()
    expect(supportDraftFor(read, 3, 42)).toBeNull()
    expect(draftValuesOf(read, 'note')).toEqual({ key: KEY, values: { note: 'あ'.repeat(1000) } })
    expect(draftValuesOf(read, 'adjust-points')).toBeNull()
    expect(readSupportDraft('test-secret', value, now + SUPPORT_DRAFT_SECONDS * 1000)).toBeNull()
    expect(readSupportDraft('other-secret', value, now)).toBeNull()
  })

  it('lives under the console’s path for 15 minutes', () => {
    expect(supportDraftCookie('/admin', '/support')).toEqual({
      name: 'support_form_draft',
      path: '/admin/support',
      maxAgeSeconds: 900,
    })
  })
})
