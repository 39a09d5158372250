import { describe, expect, it } from 'vitest'

import { UNLINK_MESSAGES, unlinkRefusal } from '@/shop/oidc/linked-sign-ins'

describe('unlinking a sign-in way', () => {
  it('is allowed while the member keeps a password', () => {
    expect(unlinkRefusal({ password: true, line: true, group: false }, 'line')).toBeNull()
    expect(unlinkRefusal({ password: true, line: true, group: true }, 'group')).toBeNull()
  })

  it('is allowed without a password while another linked way remains', () => {
    expect(unlinkRefusal({ password: false, line: true, group: true }, 'line')).toBeNull()
  })

  it('refuses the last way to sign in', () => {
    expect(unlinkRefusal({ password: false, line: true, group: false }, 'line')).toBe(
      UNLINK_MESSAGES.lastWay('line'),
    )
    expect(unlinkRefusal({ password: false, line: false, group: true }, 'group')).toBe(
      UNLINK_MESSAGES.lastWay('group'),
    )
  })

  it('lets a way that is not linked be "unlinked" (nothing changes)', () => {
    expect(unlinkRefusal({ password: false, line: false, group: true }, 'line')).toBeNull()
  })
})
