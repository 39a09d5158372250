import { describe, expect, it } from 'vitest'

import { ENTRY_VARIANTS, entryStepOf } from '@/ui/entry/entry-variants'

describe('registration door paths', () => {
  it('names the step of each path of a door', () => {
    expect(entryStepOf(ENTRY_VARIANTS.general, undefined)).toBe('input')
    expect(entryStepOf(ENTRY_VARIANTS.general, ['confirm'])).toBe('confirm')
    expect(entryStepOf(ENTRY_VARIANTS.general, ['one-time-password'])).toBe('code')
    expect(entryStepOf(ENTRY_VARIANTS.general, ['verify'])).toBe('verify')
    expect(entryStepOf(ENTRY_VARIANTS.auth, ['one-time-password', 'verify'])).toBe('verify')
    expect(entryStepOf(ENTRY_VARIANTS.kankeisha, ['complete'])).toBe('complete')
  })

  it('has no step for paths a door does not have', () => {
    expect(entryStepOf(ENTRY_VARIANTS.auth, ['verify'])).toBeNull()
    expect(entryStepOf(ENTRY_VARIANTS.general, ['one-time-password', 'verify'])).toBeNull()
    expect(entryStepOf(ENTRY_VARIANTS.general, ['nope'])).toBeNull()
  })
})
