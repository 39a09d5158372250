import { describe, expect, it } from 'vitest'

import { copyTextsOf } from '@/cms/ad-review/copy-texts'
import { Campaigns } from '@/cms/collections/Campaigns'
import { Columns } from '@/cms/collections/Columns'

describe('copyTextsOf', () => {
  it('reads a column’s title and body, not its codes', () => {
    const texts = copyTextsOf(Columns.fields, {
      number: 12,
      title: '膝のためのコラム',
      body: 'このサプリで膝の痛みが治ります。',
      author: '',
    })
    expect(texts.map((t) => [t.field, t.text])).toEqual([
      ['title', '膝のためのコラム'],
      ['body', 'このサプリで膝の痛みが治ります。'],
    ])
    expect(texts[0]!.label).toBe('タイトル')
  })

  it('reads a campaign’s blocks with their place and Japanese label; the promotion ID is not copy', () => {
    const texts = copyTextsOf(Campaigns.fields, {
      title: '春の先取りキャンペーン',
      promotionId: 'spring-no1',
      landing: [
        { blockType: 'hero', heading: '今だけ半額', lead: '業界No.1の実感' },
        { blockType: 'benefits', heading: '特典', items: [{ title: '送料無料', text: '必ず痩せる' }] },
      ],
    })
    const byField = Object.fromEntries(texts.map((t) => [t.field, t]))
    expect(Object.keys(byField)).toEqual(
      expect.arrayContaining(['title', 'landing.0.heading', 'landing.0.lead', 'landing.1.items.0.text']),
    )
    expect(texts.some((t) => t.text === 'spring-no1')).toBe(false)
    expect(byField['landing.1.items.0.text']!.label).toMatch(/2\. .+ › .+ 1 › 説明/)
  })
})
