import { customerNumberText, memberNameText, pointsText } from '@/ui/format/member-display'
import type { MemberSummary } from '@/ui/layout/chrome-types'

import styles from './MenuModal.module.css'

/** Name, customer number, stage and points of a logged-in member (spec §6). */
export function MemberCard({ member }: { member: MemberSummary }) {
  return (
    <div className={styles.member}>
      <p className={styles.memberName}>{memberNameText(member.lastName, member.firstName)}</p>
      <dl className={styles.memberFacts}>
        <dt>会員番号</dt>
        <dd>{customerNumberText(member.customerNumber)}</dd>
        {member.stageLabel ? (
          <>
            <dt>ステージ</dt>
            <dd>{member.stageLabel}</dd>
          </>
        ) : null}
        <dt>ポイント</dt>
        <dd>{pointsText(member.points)}</dd>
      </dl>
    </div>
  )
}
