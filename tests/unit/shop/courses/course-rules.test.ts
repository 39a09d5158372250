import { describe, expect, it } from 'vitest'

import { ACTIVE_COURSE_STATUS, isRegularCustomer } from '@/shop/courses/course-rules'

describe('isRegularCustomer', () => {
  it('is true while at least one course is active', () => {
    expect(isRegularCustomer([ACTIVE_COURSE_STATUS])).toBe(true)
    expect(isRegularCustomer(['cancelled', 'active'])).toBe(true)
  })

  it('is false with no course, or only cancelled/ended ones', () => {
    expect(isRegularCustomer([])).toBe(false)
    expect(isRegularCustomer(['cancelled', 'cancelled'])).toBe(false)
  })
})
