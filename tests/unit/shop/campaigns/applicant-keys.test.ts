import { describe, expect, it } from 'vitest'

import {
  addressIdentity,
  applicantKeys,
  emailIdentity,
  type ApplicantIdentity,
} from '@/shop/campaigns/apply/applicant-keys'
import { isSampleCode } from '@/shop/campaigns/apply/sample-code'

const HOME: ApplicantIdentity['address'] = {
  postalCode: '1500001',
  prefecture: '東京都',
  city: '渋谷区',
  town: '神宮前',
  streetAddress: '1丁目2番3号',
  building: 'メゾン森 101',
}

describe('the same home written otherwise is one home', () => {
  it.each([
    ['1-2-3', 'メゾン森101'],
    ['１－２－３', 'メゾン森　101'],
    ['1丁目2-3', 'メゾン森 101'],
    ['1ー2ー3', 'メゾン森 101'],
    ['1‐2‐3号', 'メゾン森 101'],
  ])('%s %s', (streetAddress, building) => {
    expect(addressIdentity({ ...HOME, streetAddress, building })).toBe(addressIdentity(HOME))
  })

  it('another house number, room or town is another home', () => {
    expect(addressIdentity({ ...HOME, streetAddress: '1-2-4' })).not.toBe(addressIdentity(HOME))
    expect(addressIdentity({ ...HOME, building: 'メゾン森 102' })).not.toBe(addressIdentity(HOME))
    expect(addressIdentity({ ...HOME, town: '千駄ヶ谷' })).not.toBe(addressIdentity(HOME))
  })

  it('a long vowel mark between letters stays a letter', () => {
    expect(addressIdentity({ ...HOME, building: 'コーポ森' })).toContain('コーポ森')
  })
})

describe('applicant keys', () => {
  const who: ApplicantIdentity = { customerId: null, email: 'Aoi@Example.JP ', address: HOME }

  it('a mailbox ignores case, width and surrounding space', () => {
    expect(emailIdentity(' Ａｏｉ@example.jp ')).toBe('aoi@example.jp')
  })

  it('a guest claims mailbox and home; a member also themselves', () => {
    expect(applicantKeys('sesamin', who)).toHaveLength(2)
    const member = applicantKeys('sesamin', { ...who, customerId: 42 })
    expect(member).toHaveLength(3)
    expect(member.slice(1)).toEqual(applicantKeys('sesamin', who))
  })

  it('keys are per product and hold no readable address or mailbox', () => {
    const keys = applicantKeys('sesamin', who)
    expect(keys).not.toEqual(applicantKeys('dha', who))
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('sample codes', () => {
  it('start with sample- so they can never be a product’s stock', () => {
    expect(isSampleCode('sample-sesamin-7d')).toBe(true)
    expect(isSampleCode('sesamin-ex')).toBe(false)
    expect(isSampleCode('sample-')).toBe(false)
    expect(isSampleCode('sample-Sesamin')).toBe(false)
  })
})

describe('campaigns for certain links', () => {
  it('a campaign listing none is open to all; one listing keys only to their visitors', async () => {
    const { acceptsLinkKey, isLinkKey } = await import('@/shop/campaigns/campaign-link-keys')
    expect(acceptsLinkKey({ linkKeys: [] }, null)).toBe(true)
    expect(acceptsLinkKey({ linkKeys: ['mail-1'] }, 'mail-1')).toBe(true)
    expect(acceptsLinkKey({ linkKeys: ['mail-1'] }, 'MAIL-1')).toBe(false)
    expect(acceptsLinkKey({ linkKeys: ['mail-1'] }, null)).toBe(false)
    expect(isLinkKey('ad_2026-11')).toBe(true)
    expect(isLinkKey('a b')).toBe(false)
  })
})
