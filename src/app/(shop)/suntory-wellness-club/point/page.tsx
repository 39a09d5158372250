import type { Metadata } from 'next'

import { formatJapaneseDay } from '@/shop/calendar/japan-date'
import { loadPointHistory } from '@/shop/club/club-member'
import { POINT_EXPIRY_RULE_TEXT } from '@/shop/club/expiry-rules'
import { ClubGuestCall } from '@/ui/club/ClubGuestCall'
import styles from '@/ui/club/club.module.css'
import { PointHistoryTable } from '@/ui/club/PointHistoryTable'
import { pointsText } from '@/ui/format/member-display'

import { ClubPage } from '../_club/ClubPage'
import { clubContext } from '../_club/club-context'
import { clubMetadata } from '../_club/club-metadata'

const CMS_PATH = 'suntory-wellness-club/point'
const PATH = '/suntory-wellness-club/point/'
const TITLE = 'ポイント'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return clubMetadata(CMS_PATH, TITLE, PATH)
}

type Props = { searchParams: Promise<{ page?: string | string[] }> }

/** The member's points: balance, what expires when, and the history from the ledger with its reasons. */
export default async function ClubPointPage({ searchParams }: Props) {
  const context = await clubContext(CMS_PATH)
  const { member, customer } = context
  const requested = Number((await searchParams).page)
  const history = customer ? await loadPointHistory(context.payload, customer.id, requested) : null
  return (
    <ClubPage context={context} fallbackTitle={TITLE}>
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
            <PointHistoryTable history={history} path={PATH} />
          </section>
        </>
      ) : (
        <ClubGuestCall path={PATH} what="保有ポイントと履歴" />
      )}
    </ClubPage>
  )
}
