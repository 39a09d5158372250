import type { FaqCategoryLink, MemberSummary } from '@/ui/layout/chrome-types'

import { CartLink } from './CartLink'
import { CategoryTabs } from './CategoryTabs'
import styles from './Header.module.css'
import actionStyles from './HeaderActions.module.css'
import { HeaderBottom } from './HeaderBottom'
import { HeaderMenuButton } from './HeaderMenuButton'
import { Logo } from './Logo'
import { MemberLinks } from './MemberLinks'
import { SearchBox } from './SearchBox'

export type HeaderProps = {
  member: MemberSummary
  cartCount: number
  faqCategories: FaqCategoryLink[]
  /** The category row; the normal layout shows it. */
  showCategoryTabs?: boolean
  /** Members only; when given, the menu shows a logout button. */
  onLogout?: () => void
}

/**
 * The storefront header (spec §2). It renders on the server; only the search box, the menu and the
 * hide-on-scroll bottom bar hydrate.
 */
export function Header({ member, cartCount, faqCategories, showCategoryTabs = true, onLogout }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={styles.topInner}>
          <Logo />
          <nav aria-label="会員・カート" className={styles.actions}>
            <ul className={actionStyles.list}>
              <MemberLinks member={member} />
              <li>
                <CartLink cartCount={cartCount} />
              </li>
              <li>
                <HeaderMenuButton member={member} faqCategories={faqCategories} onLogout={onLogout} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <HeaderBottom>
        <div className={styles.bottomInner}>
          {showCategoryTabs ? <CategoryTabs /> : null}
          <SearchBox className={styles.search} />
        </div>
      </HeaderBottom>
    </header>
  )
}
