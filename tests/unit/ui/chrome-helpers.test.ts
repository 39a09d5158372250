import { describe, expect, it } from 'vitest'

import { BACK_TO_TOP_THRESHOLD, shouldShowBackToTop } from '@/ui/layout/back-to-top'
import { FOOTER_FACTS, telHref } from '@/ui/layout/footer/footer-content'
import { CATEGORY_TABS, categoryTabCurrent } from '@/ui/layout/header/category-tabs'

describe('shouldShowBackToTop', () => {
  it('appears only after 300px', () => {
    expect(BACK_TO_TOP_THRESHOLD).toBe(300)
    expect(shouldShowBackToTop(0)).toBe(false)
    expect(shouldShowBackToTop(300)).toBe(false)
    expect(shouldShowBackToTop(301)).toBe(true)
  })
})

describe('telHref', () => {
  it('keeps only the digits', () => {
    expect(telHref('0120-333-310')).toBe('tel:0120333310')
  })
})

describe('FOOTER_FACTS', () => {
  it('states the spec §1 shopping facts', () => {
    const text = FOOTER_FACTS.map((f) => `${f.term}:${f.detail}`).join('\n')
    expect(text).toContain('2〜5日')
    expect(text).toContain('税抜5,000円以上で送料無料')
    expect(text).toContain('7日以内')
    expect(text).toContain('7日前まで')
  })
})

describe('categoryTabCurrent', () => {
  const column = CATEGORY_TABS.find((t) => t.href === '/column/')!
  const supplement = CATEGORY_TABS.find((t) => t.href.includes('supplement'))!

  it('marks the tab of the current page and of pages below it', () => {
    expect(categoryTabCurrent(column, '/column/')).toBe('page')
    expect(categoryTabCurrent(column, '/column/01/')).toBe('true')
    expect(categoryTabCurrent(column, '/first/')).toBeUndefined()
  })

  it('never marks the query-based top-page category tabs', () => {
    expect(categoryTabCurrent(supplement, '/')).toBeUndefined()
  })
})
