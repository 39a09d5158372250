import { describe, expect, it } from 'vitest'

import { starPatterns } from '@/ui/club/StageStars'

describe('stage stars (spec §3: blue gradient, gray, yellow)', () => {
  it('shows the stage as yellow stars over gray ones, and VIP as seven blue-gradient stars', () => {
    expect(starPatterns(1)).toEqual(['yellow', 'gray', 'gray', 'gray', 'gray', 'gray', 'gray'])
    expect(starPatterns(3).filter((p) => p === 'yellow')).toHaveLength(3)
    expect(starPatterns(7)).toEqual(Array(7).fill('yellow'))
    expect(starPatterns(8)).toEqual(Array(7).fill('blue-gradient'))
  })
})
