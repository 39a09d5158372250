import { describe, expect, it } from 'vitest'

import { ROLES } from '@/cms/access'
import { canUseStaffAction, staffActionField } from '@/cms/collections/orders/course-staff-actions'
import { RegularCourses } from '@/cms/collections/orders/RegularCourses'

describe('the staff action field of regular courses', () => {
  it('is for admin and support only (least privilege)', () => {
    const allowed = ROLES.filter((role) => canUseStaffAction({ id: 1, roles: [role], collection: 'users' }))
    expect(allowed).toEqual(['admin', 'support'])
    expect(canUseStaffAction({ id: 1, roles: ['admin'], collection: 'customers' })).toBe(false)
    expect(canUseStaffAction(null)).toBe(false)
  })

  it('is never stored, and sits on the courses', () => {
    expect(staffActionField).toMatchObject({ name: 'staffAction', virtual: true })
    expect(RegularCourses.fields).toContain(staffActionField)
  })
})
