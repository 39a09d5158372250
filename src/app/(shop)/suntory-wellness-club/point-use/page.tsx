import type { Metadata } from 'next'
import Link from 'next/link'

import { ClubGuestCall } from '@/ui/club/ClubGuestCall'
import styles from '@/ui/club/club.module.css'
import { pointsText } from '@/ui/format/member-display'
import { CLUB_PAGES } from '@/ui/layout/club/club-menu'

import { ClubPage } from '../_club/ClubPage'
import { clubContext } from '../_club/club-context'
import { clubMetadata } from '../_club/club-metadata'

const PAGE = CLUB_PAGES.pointUse

export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => clubMetadata('pointUse')

/** How to use points: at checkout, and on a regular delivery (the my page's point-use setting). */
export default async function ClubPointUsePage() {
  const context = await clubContext(PAGE.cmsPath)
  const { member } = context
  return (
    <ClubPage
      context={context}
      fallbackTitle={PAGE.title}
      after={
        <nav aria-labelledby="point-use-links" className={styles.section}>
          <h2 id="point-use-links" className={styles.sectionTitle}>
            ポイントを使う
          </h2>
          <ul className={styles.linkList}>
            <li>
              <Link href="/cart/">カートを見てお買い物で使う</Link>
            </li>
            <li>
              <Link href="/mypage/regular-courses/">定期お届けでの利用を設定する</Link>
            </li>
            <li>
              <Link href={CLUB_PAGES.point.href}>ポイント履歴と有効期限</Link>
            </li>
          </ul>
        </nav>
      }
    >
      {member ? (
        <section aria-labelledby="point-use-balance" className={styles.panel}>
          <h2 id="point-use-balance" className={styles.panelTitle}>
            いまお使いいただけるポイント
          </h2>
          <p>
            <span className={styles.points}>{pointsText(member.points)}</span> pt（1ポイント＝1円）
          </p>
        </section>
      ) : (
        <ClubGuestCall path={PAGE.href} what="お使いいただけるポイント" />
      )}
    </ClubPage>
  )
}
