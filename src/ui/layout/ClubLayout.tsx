import type { ReactNode } from 'react'

import '@/ui/tokens.css'

import { BackToTop } from './BackToTop'
import type { ChromeData } from './chrome-types'
import { ClubHeader } from './club/ClubHeader'
import { Footer } from './footer/Footer'
import { KankeishaBanners } from './kankeisha/KankeishaBanners'
import styles from './Layout.module.css'
import { MainContent } from './MainContent'
import { SkipLink } from './SkipLink'

export type ClubLayoutProps = {
  chrome: ChromeData
  chatQrSrc?: string
  children: ReactNode
}

export function ClubLayout({ chrome, chatQrSrc, children }: ClubLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <ClubHeader />
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
