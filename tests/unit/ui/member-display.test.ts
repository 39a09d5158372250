import { describe, expect, it } from 'vitest'

import { customerNumberText, memberNameText, pointsText } from '@/ui/format/member-display'

describe('customerNumberText', () => {
  it('shows the number when issued', () => {
    expect(customerNumberText('0012345678')).toBe('0012345678')
  })

  it('shows 「発行中」 while the number is missing (spec §3)', () => {
    expect(customerNumberText(undefined)).toBe('発行中')
    expect(customerNumberText(null)).toBe('発行中')
    expect(customerNumberText('')).toBe('発行中')
    expect(customerNumberText('   ')).toBe('発行中')
  })
})

describe('pointsText', () => {
  it('formats points with Japanese digit grouping', () => {
    expect(pointsText(0)).toBe('0')
    expect(pointsText(1234)).toBe('1,234')
  })

  it('shows dashes while points are missing (spec §3)', () => {
    expect(pointsText(undefined)).toBe('---')
    expect(pointsText(null)).toBe('---')
    expect(pointsText(Number.NaN)).toBe('---')
  })
})

describe('memberNameText', () => {
  it('joins family and given name with 様', () => {
    expect(memberNameText('山田', '花子')).toBe('山田 花子 様')
    expect(memberNameText('山田', undefined)).toBe('山田 様')
  })

  it('falls back when no name is known', () => {
    expect(memberNameText(undefined, undefined)).toBe('会員 様')
  })
})
