import { describe, expect, it } from 'vitest'

import { checkPreviewToken, PREVIEW_LINK_HOURS, previewToken } from '@/shop/campaigns/preview-link'

const SECRET = 'test-secret-0123456789'
const now = new Date('2026-11-27T03:00:00Z')
const preview = { promotionId: 'winter2026', at: new Date('2026-12-05T01:00:00Z'), variant: 'test' as const }

describe('campaign preview link', () => {
  it('carries the campaign, the day and the variant', () => {
    const token = previewToken(preview, now, SECRET)
    expect(checkPreviewToken(token, SECRET, now)).toEqual({ ok: true, preview })
  })

  it('expires', () => {
    const token = previewToken(preview, now, SECRET)
    const later = new Date(now.getTime() + PREVIEW_LINK_HOURS * 3_600_000)
    expect(checkPreviewToken(token, SECRET, later)).toEqual({ ok: false, reason: 'expired' })
  })

  it('cannot be changed or made without the secret', () => {
    const token = previewToken(preview, now, SECRET)
    const [, at, , expiry, mac] = token.split('.')
    expect(checkPreviewToken(['other', at, 'test', expiry, mac].join('.'), SECRET, now).ok).toBe(false)
    expect(checkPreviewToken(['winter2026', at, 'control', expiry, mac].join('.'), SECRET, now).ok).toBe(
      false,
    )
    expect(checkPreviewToken(token, 'another-secret', now).ok).toBe(false)
    expect(checkPreviewToken('garbage', SECRET, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkPreviewToken(null, SECRET, now)).toEqual({ ok: false, reason: 'invalid' })
  })
})
