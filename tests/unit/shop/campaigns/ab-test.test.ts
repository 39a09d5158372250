import { describe, expect, it } from 'vitest'

import {
  assignVariant,
  isAbTestMode,
  isVariant,
  recordedVariant,
  variantShown,
} from '@/shop/campaigns/ab-test'

describe('A/B variants', () => {
  it('shows the control in FIXED_CONTROL and the test in FIXED_TEST, whatever the visitor was assigned', () => {
    expect(variantShown('FIXED_CONTROL', 'test', true)).toBe('control')
    expect(variantShown('FIXED_TEST', 'control', true)).toBe('test')
  })

  it('shows the assigned variant in RANDOM', () => {
    expect(variantShown('RANDOM', 'test', true)).toBe('test')
    expect(variantShown('RANDOM', 'control', true)).toBe('control')
  })

  it('always shows the control of a campaign without a test variant', () => {
    expect(variantShown('FIXED_TEST', 'test', false)).toBe('control')
    expect(variantShown('RANDOM', 'test', false)).toBe('control')
  })

  it('assigns half and half', () => {
    expect(assignVariant(() => 0.49)).toBe('control')
    expect(assignVariant(() => 0.5)).toBe('test')
  })

  it('knows its values', () => {
    expect(['FIXED_CONTROL', 'FIXED_TEST', 'RANDOM', 'random'].map(isAbTestMode)).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(['control', 'test', 'b'].map(isVariant)).toEqual([true, true, false])
  })
})

describe('the variant an order records', () => {
  it('is the assignment under RANDOM, and nothing under a fixed mode or without a valid cookie', () => {
    expect(recordedVariant('RANDOM', 'test')).toBe('test')
    expect(recordedVariant('RANDOM', 'control')).toBe('control')
    expect(recordedVariant('RANDOM', 'other')).toBeNull()
    expect(recordedVariant('RANDOM', undefined)).toBeNull()
    expect(recordedVariant('FIXED_CONTROL', 'test')).toBeNull()
    expect(recordedVariant('FIXED_TEST', 'test')).toBeNull()
  })
})
