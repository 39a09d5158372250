import type { Metadata } from 'next'

import { formatJapaneseDay } from '@/shop/calendar/japan-date'
import { loadPointHistory } from '@/shop/club/club-member'
import { POINT_EXPIRY_RULE_TEXT } from '@/shop/club/expiry-rules'
import { ClubGuestCall } from '@/ui/club/ClubGuestCall'
import styles from '@/ui/club/club.module.css'
import { PointHistoryTable } from '@/ui/club/PointHistoryTable'
import { pointsText } from '@/ui/format/member-display'
import { CLUB_PAGES } from '@/ui/layout/club/club-menu'

import { ClubPage } from '../_club/ClubPage'
import { clubContext } from '../_club/club-context'
import { clubMetadata } from '../_club/club-metadata'

const PAGE = CLUB_PAGES.point

export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => clubMetadata('point')

type Props = { searchParams: Promise<{ page?: string | string[] }> }

/** The member's points: balance, what expires when, and the history from the ledger with its reasons. */
export default async function ClubPointPage({ searchParams }: Props) {
  const context = await clubContext(PAGE.cmsPath)
  const { member, customer } = context
  const requested = Number((await searchParams).page)
  const history = customer ? await loadPointHistory(context.payload, customer.id, requested) : null
  return (
    <ClubPage context={context} fallbackTitle={PAGE.title}>
      {member && history ? (
        <>
          <section aria-labelledby="point-balance" className={styles.panel}>
            <h2 id="point-balance" className={styles.panelTitle}>
              保有ポイント
            </h2>
            <p>
              <span className={styles.points}>{pointsText(member.points)}</span> pt（1ポイント＝1円）
            </p>
            <p>
              {member.nextExpiry ? (
                <>
                  次の失効：<strong>{formatJapaneseDay(member.nextExpiry.lastValidDay)}</strong>まで有効（
                  {pointsText(member.nextExpiry.points)}pt）
                </>
              ) : (
                '失効予定のポイントはありません。'
              )}
            </p>
            <p className={styles.note}>{POINT_EXPIRY_RULE_TEXT}</p>
          </section>
          <section aria-labelledby="point-history" className={styles.section}>
            <h2 id="point-history" className={styles.sectionTitle}>
              ポイント履歴
            </h2>
            <PointHistoryTable history={history} path={PAGE.href} />
          </section>
        </>
      ) : (
        <ClubGuestCall path={PAGE.href} what="保有ポイントと履歴" />
      )}
    </ClubPage>
  )
}
