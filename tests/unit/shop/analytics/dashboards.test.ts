import { describe, expect, it } from 'vitest'

import { canSeeDashboard, dashboardsFor } from '@/shop/analytics/dashboards'

describe('who sees which dashboard (issue 28)', () => {
  it('admins see all four', () => {
    expect(dashboardsFor(['admin'])).toEqual(['sales', 'courses', 'campaigns', 'content'])
  })
  it('marketers see sales, campaigns and content, not the courses', () => {
    expect(dashboardsFor(['marketer'])).toEqual(['sales', 'campaigns', 'content'])
  })
  it('editors see content only', () => {
    expect(dashboardsFor(['editor'])).toEqual(['content'])
  })
  it('support, reviewers and people without a role see none', () => {
    expect(dashboardsFor(['support'])).toEqual([])
    expect(dashboardsFor(['reviewer'])).toEqual([])
    expect(dashboardsFor([])).toEqual([])
    expect(dashboardsFor(undefined)).toEqual([])
    expect(canSeeDashboard(null, 'content')).toBe(false)
  })
  it('a second role adds its dashboards', () => {
    expect(dashboardsFor(['support', 'editor'])).toEqual(['content'])
  })
})
