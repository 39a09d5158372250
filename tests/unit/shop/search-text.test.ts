import { describe, expect, it } from 'vitest'

import { parseSearchPageQuery, searchHref } from '@/shop/catalogue/search-page-query'
import {
  isKeywordTooLong,
  KEYWORD_MAX_LENGTH,
  KEYWORD_TOO_LONG_MESSAGE,
} from '@/shop/catalogue/search-keyword'
import { keywordSchema } from '@/shop/catalogue/search-keyword-schema'
import { foldForSearch, searchTerms } from '@/shop/catalogue/search-text'

describe('foldForSearch', () => {
  it('folds hiragana, half-width and full-width katakana to one spelling', () => {
    const folded = foldForSearch('セサミン')
    expect(folded).toBe('せさみん')
    expect(foldForSearch('せさみん')).toBe(folded)
    expect(foldForSearch('ｾｻﾐﾝ')).toBe(folded)
  })

  it('joins half-width voiced marks (ｶﾞ → が) and folds the long vowel mark consistently', () => {
    expect(foldForSearch('ｵﾒｶﾞｴｲﾄﾞ')).toBe(foldForSearch('オメガエイド'))
    expect(foldForSearch('ロコモア')).toBe('ろこもあ')
    expect(foldForSearch('ﾘﾌﾀｰｼﾞｭ')).toBe(foldForSearch('リフタージュ'))
  })

  it('lowercases and folds full-width latin letters and digits', () => {
    expect(foldForSearch('ＤＨＡ＆ＥＰＡ　１２３')).toBe('dha&epa 123')
    expect(foldForSearch('Omega Aid')).toBe('omega aid')
  })

  it('collapses whitespace, including the ideographic space', () => {
    expect(foldForSearch('  セサミン　　 EX \n')).toBe('せさみん ex')
  })
})

describe('searchTerms', () => {
  it('splits a folded keyword on whitespace', () => {
    expect(searchTerms('セサミン　ＥＸ')).toEqual(['せさみん', 'ex'])
    expect(searchTerms('   ')).toEqual([])
  })
})

describe('keyword length (spec §5)', () => {
  it('accepts 100 characters and refuses 101 with the Japanese message', () => {
    expect(KEYWORD_MAX_LENGTH).toBe(100)
    expect(isKeywordTooLong('あ'.repeat(100))).toBe(false)
    expect(isKeywordTooLong('あ'.repeat(101))).toBe(true)
    const r = keywordSchema.safeParse('a'.repeat(101))
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe('キーワードは100文字以内で入力してください')
    expect(KEYWORD_TOO_LONG_MESSAGE).toBe('キーワードは100文字以内で入力してください')
  })
})

describe('search page query', () => {
  it('reads keyword and paging leniently', () => {
    expect(parseSearchPageQuery({ keyword: ' DHA ', 'faq-page': '2' })).toEqual({
      keyword: 'DHA',
      tooLong: false,
      faqPage: 2,
      allResultPage: null,
    })
    expect(parseSearchPageQuery({ keyword: 'x', 'all-result-page': 'abc', 'faq-page': '-1' })).toMatchObject({
      faqPage: 1,
      allResultPage: 1,
    })
    expect(parseSearchPageQuery({ keyword: 'a'.repeat(101) }).tooLong).toBe(true)
  })

  it('builds search links', () => {
    expect(searchHref({ keyword: 'セサミン' })).toBe('/search/?keyword=%E3%82%BB%E3%82%B5%E3%83%9F%E3%83%B3')
    expect(searchHref({ keyword: 'DHA', allResultPage: 2, faqPage: 3 })).toBe(
      '/search/?keyword=DHA&all-result-page=2&faq-page=3',
    )
  })
})
