import type { Payload } from 'payload'

import type { Banner } from '@/cms/payload-types'

import { chatContactOf, type ChatContact } from '@/shop/site/chat-contact'

import { listFaqCategories, type FaqCategorySummary } from './faq'
import { PUBLIC, published, type ReadMode } from './read-options'

export type FooterTabData = {
  key: 'supplement' | 'beautycare'
  label: string
  groups: { title: string; links: { label: string; href: string }[] }[]
}
export type BrandGroupData = { key: string; name: string; tollFree: string; hours?: string | null }

/**
 * What the kankeisha banners need (ADR 015). Only the online shop's reception hours are shown; the settings'
 * other range (receptionHoursOther) is the hours of the group's contact points outside the online shop and
 * is not part of the storefront chrome.
 */
export type KankeishaChromeData = { bannerHiddenPaths: string[]; receptionHours: string | null }

export type ChromeContent = {
  /** The chat app and the operation line (src/shop/site/chat-contact.ts). */
  contact: ChatContact
  faqCategories: FaqCategorySummary[]
  footerTabs: FooterTabData[]
  brandGroups: BrandGroupData[]
  kankeisha: KankeishaChromeData
}

/** CMS content every storefront layout shows (menu FAQ categories, footer tabs, brand-group numbers). */
export async function loadChromeContent(payload: Payload): Promise<ChromeContent> {
  const [faqCategories, tabs, settings] = await Promise.all([
    listFaqCategories(payload),
    payload.find({ collection: 'brand-tabs', sort: 'order', limit: 10, depth: 0, overrideAccess: false }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false }),
  ])
  return {
    contact: await chatContactOf(settings),
    faqCategories,
    footerTabs: tabs.docs.map((t) => ({
      key: t.key,
      label: t.label,
      groups: (t.groups ?? []).map((g) => ({
        title: g.title,
        links: (g.links ?? []).map((l) => ({ label: l.label, href: l.href })),
      })),
    })),
    brandGroups: (settings.brandGroups ?? []).map((b) => ({ key: b.key, name: b.name, tollFree: b.tollFree, hours: b.hours })),
    kankeisha: {
      bannerHiddenPaths: (settings.kankeisha?.bannerHiddenPaths ?? []).map((p) => p.path),
      receptionHours: settings.kankeisha?.receptionHoursOnlineShop ?? null,
    },
  }
}

export type BannerData = Pick<Banner, 'id' | 'key' | 'title' | 'subtitle' | 'href' | 'placement' | 'tone'>

/** Published banners; a staff preview (`mode.draft`) sees the latest drafts too, unpublished ones included. */
export async function listBanners(payload: Payload, mode: ReadMode = PUBLIC): Promise<BannerData[]> {
  const result = await payload.find({
    collection: 'banners',
    where: mode.draft ? undefined : published,
    sort: 'order',
    limit: 50,
    depth: 0,
    draft: mode.draft,
    overrideAccess: mode.draft,
    select: { key: true, title: true, subtitle: true, href: true, placement: true, tone: true },
  })
  return result.docs as BannerData[]
}
