'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import {
  KANKEISHA_BANNER_HREF,
  receptionHoursText,
  shouldShowKankeishaBanner,
} from '@/shop/site/kankeisha-banners'
import { useMember } from '@/ui/shopper/member-store'

import { GUEST, type KankeishaChrome } from '../chrome-types'
import styles from './KankeishaBanners.module.css'

/**
 * The kankeisha banners (ADR 015). Cached pages render the guest view, so nothing shows until the live state
 * (GET /api/common, or the sign-in answer) puts a kankeisha member into the member store.
 */
export function KankeishaBanners({ settings }: { settings: KankeishaChrome }) {
  const member = useMember(GUEST)
  const pathname = usePathname()
  if (!member.isKankeisha) return null
  // Only ever in the browser (the member store is the guest's on the server): a hidden campaign page may be named by
  // its query (?promotionId=), which cached pages cannot read while rendering.
  const search = typeof window === 'undefined' ? '' : window.location.search
  return (
    <aside aria-label="関係者の方へのご案内" className={styles.banners}>
      <div className={styles.inner}>
        {shouldShowKankeishaBanner(pathname, settings.bannerHiddenPaths, search) ? (
          <Link href={KANKEISHA_BANNER_HREF} className={styles.discount}>
            <span className={styles.title}>関係者の方は最大25%OFF</span>
            <span className={styles.note}>
              関係者価格はカートで表示されます。一般のキャンペーン割引は適用されません。
            </span>
          </Link>
        ) : null}
        <p className={styles.hours}>{receptionHoursText(settings.receptionHours)}</p>
      </div>
    </aside>
  )
}
