/**
 * Which brand tabs exist and how a URL segment resolves to one (/beautycare/{code}/brand/{tab}/). Pure rules
 * over a brand document, shared by the pages, the tab navigation and the tests.
 */
import type { Brand } from '@/cms/payload-types'

import { BRAND_TABS, MY_PERFECTION_SECTIONS, type BrandTab } from './codes'

export type BrandTabContent = NonNullable<Brand['tabs']>[number]
export type BrandTabSection = NonNullable<BrandTabContent['sections']>[number]

export function isBrandTab(value: string): value is BrandTab {
  return (BRAND_TABS as readonly string[]).includes(value)
}

/** The tabs a brand really has, in the order staff arranged them; a key entered twice counts once. */
export function brandTabsOf(brand: Pick<Brand, 'tabs'>): BrandTabContent[] {
  const seen = new Set<string>()
  return (brand.tabs ?? []).filter((tab) => {
    if (!isBrandTab(tab.key) || seen.has(tab.key)) return false
    seen.add(tab.key)
    return true
  })
}

/** The tab a URL segment names, or null when it is no tab at all or one this brand does not have. */
export function resolveBrandTab(brand: Pick<Brand, 'tabs'>, segment: string): BrandTabContent | null {
  if (!isBrandTab(segment)) return null
  return brandTabsOf(brand).find((tab) => tab.key === segment) ?? null
}

/** Tabs whose sections are shown as accordions (spec §2: the my perfection page). */
export function hasAccordionSections(tab: Pick<BrandTabContent, 'key' | 'sections'>): boolean {
  return tab.key.startsWith('myperfection') && (tab.sections?.length ?? 0) > 0
}

/**
 * The accordion sections in the spec's order (secretSkinCare, polyphenol, floralScent, kindsOfNatural), then any
 * other sections staff added, in their own order.
 */
export function orderedSections(tab: Pick<BrandTabContent, 'sections'>): BrandTabSection[] {
  const sections = tab.sections ?? []
  const rank = (key: string) => {
    const i = (MY_PERFECTION_SECTIONS as readonly string[]).indexOf(key)
    return i === -1 ? MY_PERFECTION_SECTIONS.length : i
  }
  return sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => rank(a.section.key) - rank(b.section.key) || a.index - b.index)
    .map(({ section }) => section)
}

/** The section a location hash (#polyphenol) asks to open, or null. */
export function sectionKeyFromHash(hash: string, keys: readonly string[]): string | null {
  let key = hash.replace(/^#/, '')
  try {
    key = decodeURIComponent(key)
  } catch {
    return null
  }
  return keys.includes(key) ? key : null
}
