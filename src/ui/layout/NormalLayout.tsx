import type { ReactNode } from 'react'

import { env } from '@/lib/config/env'
import '@/ui/tokens.css'

import { BackToTop } from './BackToTop'
import { Breadcrumb } from './Breadcrumb'
import type { BreadcrumbItem, ChromeData } from './chrome-types'
import { Footer } from './footer/Footer'
import { KankeishaBanners } from './kankeisha/KankeishaBanners'
import { Header } from './header/Header'
import styles from './Layout.module.css'
import { MainContent } from './MainContent'
import { SkipLink } from './SkipLink'

export type NormalLayoutProps = {
  chrome: ChromeData
  /** The trail after 「トップ」. Omit it on the top and cart pages, which show no breadcrumb (spec §2). */
  breadcrumb?: BreadcrumbItem[]
  /** Origin for the breadcrumb's structured data; defaults to the configured site URL. */
  siteUrl?: string
  chatQrSrc?: string
  children: ReactNode
}

/** The storefront's standard page: header with category tabs, breadcrumb, footer and TOPへ. */
export function NormalLayout({
  chrome,
  breadcrumb,
  siteUrl = env.SITE_URL,
  chatQrSrc,
  children,
}: NormalLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <Header member={chrome.member} cartCount={chrome.cartCount} faqCategories={chrome.faqCategories} />
      <KankeishaBanners settings={chrome.kankeisha} />
      {breadcrumb?.length ? <Breadcrumb items={breadcrumb} siteUrl={siteUrl} /> : null}
      <MainContent>{children}</MainContent>
      <Footer
        tabs={chrome.footerTabs}
        brandGroups={chrome.brandGroups}
        chatQrSrc={chatQrSrc ?? chrome.contact?.chatQrSrc}
        chatHref={chrome.contact?.chatUrl}
        operationTel={chrome.contact?.operationTel ?? undefined}
      />
      <BackToTop />
    </div>
  )
}
