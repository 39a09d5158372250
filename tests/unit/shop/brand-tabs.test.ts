import { describe, expect, it } from 'vitest'

import { brandContentPath, brandStoryPath } from '@/shop/catalogue/brand-paths'
import {
  brandTabsOf,
  hasAccordionSections,
  isBrandTab,
  orderedSections,
  resolveBrandTab,
  sectionKeyFromHash,
} from '@/shop/catalogue/brand-tabs'
import { plainRichText } from '@/shop/content/rich-text'

const section = (key: string) => ({ key, title: key, body: plainRichText(`${key}の本文`) })
const brand = {
  tabs: [
    { key: 'voice' as const, title: 'お客様の声' },
    {
      key: 'myperfection' as const,
      title: 'my perfection',
      sections: [
        section('kindsOfNatural'),
        section('polyphenol'),
        section('secretSkinCare'),
        section('floralScent'),
      ],
    },
    { key: 'voice' as const, title: '二重登録' },
  ],
}

describe('brand tabs', () => {
  it('knows the tab codes', () => {
    expect(isBrandTab('myperfection-bw')).toBe(true)
    expect(isBrandTab('story')).toBe(false)
  })
  it('lists the tabs a brand has, once each, in staff order', () => {
    expect(brandTabsOf(brand).map((t) => t.title)).toEqual(['お客様の声', 'my perfection'])
    expect(brandTabsOf({ tabs: null })).toEqual([])
  })
  it('resolves a URL segment to a tab the brand has, else null', () => {
    expect(resolveBrandTab(brand, 'voice')?.title).toBe('お客様の声')
    expect(resolveBrandTab(brand, 'cream')).toBeNull() // a tab code, but not this brand's
    expect(resolveBrandTab(brand, 'unknown')).toBeNull()
    expect(resolveBrandTab(brand, '__proto__')).toBeNull()
  })
  it('builds the story and tab paths', () => {
    expect(brandStoryPath('liftage-lotion')).toBe('/beautycare/liftage-lotion/brand/')
    expect(brandStoryPath('liftage-lotion', 'myperfection')).toBe(
      '/beautycare/liftage-lotion/brand/myperfection/',
    )
    expect(brandContentPath('soyflax')).toBe('/contents/brands/soyflax/')
  })
})

describe('my perfection sections', () => {
  const tab = brand.tabs[1]!
  it('are accordions in the spec order', () => {
    expect(hasAccordionSections(tab)).toBe(true)
    expect(hasAccordionSections(brand.tabs[0]!)).toBe(false)
    expect(orderedSections(tab).map((s) => s.key)).toEqual([
      'secretSkinCare',
      'polyphenol',
      'floralScent',
      'kindsOfNatural',
    ])
  })
  it('keeps extra sections after the four, in their own order', () => {
    const extra = { sections: [section('b'), section('polyphenol'), section('a')] }
    expect(orderedSections(extra).map((s) => s.key)).toEqual(['polyphenol', 'b', 'a'])
  })
  it('opens the section a location hash names', () => {
    const keys = ['secretSkinCare', 'polyphenol']
    expect(sectionKeyFromHash('#polyphenol', keys)).toBe('polyphenol')
    expect(sectionKeyFromHash('polyphenol', keys)).toBe('polyphenol')
    expect(sectionKeyFromHash('#other', keys)).toBeNull()
    expect(sectionKeyFromHash('', keys)).toBeNull()
    expect(sectionKeyFromHash('#%E0%A4%A', keys)).toBeNull()
  })
})
