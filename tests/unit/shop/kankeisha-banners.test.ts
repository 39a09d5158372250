import { describe, expect, it } from 'vitest'

import { isKankeishaMember } from '@/shop/auth/kankeisha-sign-in'
import { receptionHoursText, shouldShowKankeishaBanner } from '@/shop/site/kankeisha-banners'

describe('the 「最大25%OFF」 banner', () => {
  const hidden = ['/campaign/summer/', 'special-sale/', '  ', '']

  it('shows on every page when no path is hidden', () => {
    expect(shouldShowKankeishaBanner('/', [])).toBe(true)
    expect(shouldShowKankeishaBanner('/supplement/sesamin-ex/', [])).toBe(true)
  })

  it('hides on pages whose path starts with a hidden path', () => {
    expect(shouldShowKankeishaBanner('/campaign/summer/', hidden)).toBe(false)
    expect(shouldShowKankeishaBanner('/campaign/summer/apply/', hidden)).toBe(false)
    // Typed without the leading slash in the settings.
    expect(shouldShowKankeishaBanner('/special-sale/', hidden)).toBe(false)
  })

  it('treats /sp/… like the same page without the prefix, and the page without its trailing slash', () => {
    expect(shouldShowKankeishaBanner('/sp/campaign/summer/', hidden)).toBe(false)
    expect(shouldShowKankeishaBanner('/campaign/summer', hidden)).toBe(false)
  })

  it('keeps showing on other pages, including look-alike paths; blank entries hide nothing', () => {
    expect(shouldShowKankeishaBanner('/campaign/', hidden)).toBe(true)
    expect(shouldShowKankeishaBanner('/campaign/summer-2/', hidden)).toBe(true)
    expect(shouldShowKankeishaBanner('/supplement/', hidden)).toBe(true)
    expect(shouldShowKankeishaBanner('/sp/', hidden)).toBe(true)
  })

  it('a hidden "/" hides it everywhere', () => {
    expect(shouldShowKankeishaBanner('/about/', ['/'])).toBe(false)
  })
})

describe('the reception-hours banner', () => {
  it('shows the online shop range from the settings, or the default when blank', () => {
    expect(receptionHoursText('11:00～20:00')).toBe('受付時間 11:00～20:00（年末年始を除く毎日）')
    expect(receptionHoursText(' 10:00～19:00 ')).toBe('受付時間 10:00～19:00（年末年始を除く毎日）')
    expect(receptionHoursText(null)).toBe('受付時間 11:00～20:00（年末年始を除く毎日）')
    expect(receptionHoursText('')).toBe('受付時間 11:00～20:00（年末年始を除く毎日）')
  })
})

describe('the kankeisha sign-in door', () => {
  it('admits partner and the three groups, not general members', () => {
    expect(isKankeishaMember({ customerType: '1421' })).toBe(true)
    expect(isKankeishaMember({ customerType: '1211' })).toBe(true)
    expect(isKankeishaMember({ customerType: '1111' })).toBe(false)
  })
})

describe('the discount banner on campaign pages (ADR 045)', () => {
  it('hides on a campaign addressed by its promotionId, in any order of the query, and only on that one', () => {
    const hidden = ['/campaign/shopping/?promotionId=winter2026']
    expect(shouldShowKankeishaBanner('/campaign/shopping/', hidden, '?promotionId=winter2026')).toBe(false)
    expect(shouldShowKankeishaBanner('/campaign/shopping/', hidden, '?key=ad1&promotionId=winter2026')).toBe(
      false,
    )
    expect(shouldShowKankeishaBanner('/sp/campaign/shopping/', hidden, '?promotionId=winter2026')).toBe(false)
    expect(shouldShowKankeishaBanner('/campaign/shopping/', hidden, '?promotionId=spring2027')).toBe(true)
    expect(shouldShowKankeishaBanner('/campaign/shopping/', hidden, '')).toBe(true)
    expect(shouldShowKankeishaBanner('/campaign/apply/', hidden, '?promotionId=winter2026')).toBe(true)
  })
})
