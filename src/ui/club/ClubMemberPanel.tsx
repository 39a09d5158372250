import Link from 'next/link'

import { CLUB_PAGES } from '@/ui/layout/club/club-menu'

import type { ClubMember } from '@/shop/club/club-member'
import { formatJapaneseDay } from '@/shop/calendar/japan-date'
import { STAGE_WINDOW_MONTHS } from '@/shop/club/stage-rules'
import { formatYen } from '@/shop/pricing/format-amount'
import { pointsText } from '@/ui/format/member-display'

import styles from './club.module.css'
import { StageStars } from './StageStars'

/** A member's own club figures: stage with its stars, points, the next expiry and the way to the next stage. */
export function ClubMemberPanel({ member, name }: { member: ClubMember; name: string }) {
  return (
    <section aria-labelledby="club-member" className={styles.panel}>
      <h2 id="club-member" className={styles.panelTitle}>
        {name}のクラブ情報
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>会員ステージ</dt>
          <dd>
            {member.stageLabel ? (
              <>
                <StageStars stage={member.stage} />{' '}
                <span className={styles.stageLabel}>{member.stageLabel}</span>
              </>
            ) : (
              'ステージなし'
            )}
          </dd>
        </div>
        <div>
          <dt>ポイント率</dt>
          <dd>税抜100円ごとに{member.earnRatePercent}ポイント</dd>
        </div>
        <div>
          <dt>保有ポイント</dt>
          <dd>
            <span className={styles.points}>{pointsText(member.points)}</span> pt
          </dd>
        </div>
        <div>
          <dt>有効期限</dt>
          <dd>
            {member.nextExpiry
              ? `${formatJapaneseDay(member.nextExpiry.lastValidDay)}まで（${pointsText(member.nextExpiry.points)}pt）`
              : '失効予定のポイントはありません'}
          </dd>
        </div>
        <div>
          <dt>お買い上げ金額</dt>
          <dd>
            {formatYen(member.boughtYen)}（過去{STAGE_WINDOW_MONTHS}か月・税込）
          </dd>
        </div>
      </dl>
      {member.toNext ? (
        <p className={styles.next}>
          あと<strong>{formatYen(member.toNext.remainingYen)}</strong>のお買い上げで
          <strong>{member.toNext.label}</strong>にステージアップします。
        </p>
      ) : (
        <p className={styles.next}>最上位のステージです。いつもありがとうございます。</p>
      )}
      <p className={styles.more}>
        <Link href={CLUB_PAGES.point.href}>ポイント履歴と有効期限</Link>
        <Link href={CLUB_PAGES.special.href}>ステージ別の特典</Link>
      </p>
    </section>
  )
}
