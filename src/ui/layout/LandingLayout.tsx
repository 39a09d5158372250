import type { ReactNode } from 'react'

import '@/ui/tokens.css'

import { BackToTop } from './BackToTop'
import type { ChromeData } from './chrome-types'
import { Footer } from './footer/Footer'
import { KankeishaBanners } from './kankeisha/KankeishaBanners'
import { LandingHeader } from './landing/LandingHeader'
import styles from './Layout.module.css'
import { MainContent } from './MainContent'
import { SkipLink } from './SkipLink'

export type LandingLayoutProps = {
  chrome: ChromeData
  chatQrSrc?: string
  children: ReactNode
}

export function LandingLayout({ chrome, chatQrSrc, children }: LandingLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <LandingHeader member={chrome.member} faqCategories={chrome.faqCategories} />
      <KankeishaBanners settings={chrome.kankeisha} />
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
