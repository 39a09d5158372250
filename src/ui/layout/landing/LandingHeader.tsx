import type { FaqCategoryLink, MemberSummary } from '@/ui/layout/chrome-types'

import { HeaderMenuButton } from '../header/HeaderMenuButton'
import { Logo } from '../header/Logo'
import styles from './LandingHeader.module.css'

type LandingHeaderProps = {
  member: MemberSummary
  faqCategories: FaqCategoryLink[]
  onLogout?: () => void
}

/** Landing pages keep the visitor on the offer: only the logo and the menu. */
export function LandingHeader({ member, faqCategories, onLogout }: LandingHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <HeaderMenuButton member={member} faqCategories={faqCategories} onLogout={onLogout} />
      </div>
    </header>
  )
}
