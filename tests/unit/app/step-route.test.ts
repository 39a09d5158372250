import { describe, expect, it } from 'vitest'

import { stepMetadata, stepOf } from '@/app/(shop)/step-route'

const STEPS = {
  input: { title: '入力' },
  confirm: { title: '確認' },
  'request-complete': { title: '受付完了' },
}

describe('the step a [[...step]] route names', () => {
  it('no segment is the first step; one other step’s name is that step', () => {
    expect(stepOf(STEPS, 'input', undefined)).toBe('input')
    expect(stepOf(STEPS, 'input', [])).toBe('input')
    expect(stepOf(STEPS, 'input', ['confirm'])).toBe('confirm')
    expect(stepOf(STEPS, 'input', ['request-complete'])).toBe('request-complete')
  })

  it('the first step by its own name, two segments, unknown names and inherited keys are not steps (404)', () => {
    expect(stepOf(STEPS, 'input', ['input'])).toBeNull()
    expect(stepOf(STEPS, 'input', ['confirm', 'x'])).toBeNull()
    expect(stepOf(STEPS, 'input', ['done'])).toBeNull()
    expect(stepOf(STEPS, 'input', ['toString'])).toBeNull()
    expect(stepOf(STEPS, 'input', ['__proto__'])).toBeNull()
  })

  it('metadata: the step’s title, not indexed unless the first step of a public form', async () => {
    const params = (step?: string[]) => ({ params: Promise.resolve({ step }) })
    expect(await stepMetadata(STEPS, 'input')(params(['confirm']))).toEqual({
      title: '確認',
      robots: { index: false },
    })
    expect(await stepMetadata(STEPS, 'input', { indexFirst: true })(params())).toEqual({
      title: '入力',
      robots: { index: true },
    })
    expect(await stepMetadata(STEPS, 'input', { indexFirst: true })(params(['confirm']))).toEqual({
      title: '確認',
      robots: { index: false },
    })
    expect(await stepMetadata(STEPS, 'input')(params(['nope']))).toEqual({})
  })
})
