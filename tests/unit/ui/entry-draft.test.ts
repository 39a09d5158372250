import { describe, expect, it } from 'vitest'

import { EMPTY_VALUES, withTexts } from '@/ui/entry/entry-draft'

describe('withTexts (a kit field group patch on the entry values)', () => {
  it('takes the text fields under their wire names', () => {
    const next = withTexts(EMPTY_VALUES, { zipNumber: '1000001', buildingName: '森ビル', birthYear: '1989' })
    expect(next).toEqual({ ...EMPTY_VALUES, zipNumber: '1000001', buildingName: '森ビル', birthYear: '1989' })
  })

  it('ignores names the form does not have and never turns a check into text', () => {
    const next = withTexts(EMPTY_VALUES, { postalCode: '1000001', agreeTerms: 'true', toString: 'x' })
    expect(next).toEqual(EMPTY_VALUES)
    expect(next).not.toBe(EMPTY_VALUES)
  })
})
