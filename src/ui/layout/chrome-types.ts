/** Data every storefront layout needs. Plain serialisable objects: server layouts hand them to client parts. */

export type MemberSummary = {
  isLoggedIn: boolean
  lastName?: string
  firstName?: string
  /** Shown as 「発行中」 while missing (spec §3). */
  customerNumber?: string | null
  stageLabel?: string
  /** Shown as 「---」 while missing (spec §3). */
  points?: number | null
  /** From the live state only (pages are cached with the guest view); absent means not kankeisha. */
  isKankeisha?: boolean
}

export const GUEST: MemberSummary = { isLoggedIn: false }

export type FaqCategoryLink = { slug: string; name: string }

export type FooterLink = { label: string; href: string }

export type FooterTab = {
  key: 'supplement' | 'beautycare'
  label: string
  groups: { title: string; links: FooterLink[] }[]
}

export type BrandGroup = { key: string; name: string; tollFree: string; hours?: string | null }

export type KankeishaChrome = {
  /** Pages whose path starts with one of these show no 「最大25%OFF」 banner. */
  bannerHiddenPaths: string[]
  /** The online shop's reception hours, e.g. 11:00～20:00; null falls back to the default. */
  receptionHours: string | null
}

export type BreadcrumbItem = { text: string; href?: string }

export type ChromeData = {
  member: MemberSummary
  cartCount: number
  faqCategories: FaqCategoryLink[]
  footerTabs: FooterTab[]
  brandGroups: BrandGroup[]
  /** Settings of the kankeisha banners, shown once the live state says kankeisha (ADR 015). */
  kankeisha: KankeishaChrome
  /** The chat app's link and QR code and the operation line, from the site settings. */
  contact?: { chatUrl: string; chatQrSrc: string; operationTel: string | null }
}
