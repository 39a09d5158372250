/**
 * The cancel's optional reason as the server sends it (issue 28 §2; the form works before its scripts run,
 * docs/adr/059): one radio group named cancelReason with every reason and 「回答しない」, one Tab stop (ADR 053), the
 * note's text area named cancelReasonNote, and a way back from the confirm step showing what was answered.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { FormState } from '@/lib/forms/form-state'
import { CANCEL_REASONS } from '@/shop/courses/cancel-reasons'
import type { CancelAnswer } from '@/shop/courses/cancel-reason-rules'
import { CancelReasonForm } from '@/ui/mypage/regular/CancelReasonForm'

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
const flag = (tag: string, name: string) => new RegExp(`\\s${name}(=""|\\s|/|>)`).test(tag)

const action = async (): Promise<FormState | null> => null

function render(initial: CancelAnswer | null) {
  const html = renderToString(
    createElement(CancelReasonForm, {
      regularOrderNumber: 'R20261128-000001-1',
      productCode: 'sesamin-ex',
      initial,
      action,
    }),
  )
  const radios = (html.match(/<input[^>]*>/g) ?? [])
    .filter((tag) => attribute(tag, 'type') === 'radio')
    .map((tag) => ({
      name: attribute(tag, 'name'),
      value: attribute(tag, 'value'),
      checked: flag(tag, 'checked'),
      tabIndex: Number(attribute(tag, 'tabindex') ?? '0'),
    }))
  const textarea = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(html)
  return { html, radios, textarea }
}

describe('the cancel reason form', () => {
  it('offers every reason and 「回答しない」 under one name, none chosen, the first radio a Tab stop', () => {
    const { radios, textarea, html } = render(null)
    expect(radios.map((r) => r.value)).toEqual([...CANCEL_REASONS, 'none'])
    expect(new Set(radios.map((r) => r.name))).toEqual(new Set(['cancelReason']))
    expect(radios.some((r) => r.checked)).toBe(false)
    expect(radios[0]?.tabIndex).toBe(0)
    expect(html).toContain('解約の理由（任意）')
    expect(html).toContain('その他の内容')
    expect(attribute(textarea?.[0] ?? '', 'name')).toBe('cancelReasonNote')
    expect(textarea?.[1]).toBe('')
  })

  it('comes back with the answer given before: 「その他」 chosen and its text', () => {
    const { radios, textarea } = render({ reason: 'other', note: '家族が購入しているため' })
    expect(radios.filter((r) => r.checked).map((r) => r.value)).toEqual(['other'])
    expect(radios.filter((r) => r.tabIndex >= 0).map((r) => r.value)).toEqual(['other'])
    expect(textarea?.[1]).toBe('家族が購入しているため')
  })
})
