import { benefitLines, type StageTable } from '@/shop/club/stage-rules'
import { stageLabel } from '@/shop/customer/stage'
import { formatYen } from '@/shop/pricing/format-amount'

import styles from './club.module.css'
import { StageStars } from './StageStars'

/** Each stage with its threshold, rate and benefits (the admin's stage table); the member's own stage marked. */
export function StageBenefits({ table, current }: { table: StageTable; current: number | null }) {
  return (
    <ol className={styles.stages}>
      {table.map((row) => {
        const mine = current === row.stage
        return (
          <li
            key={row.stage}
            className={mine ? styles.mine : undefined}
            aria-current={mine ? 'true' : undefined}
          >
            <h3 className={styles.stageHead}>
              <StageStars stage={row.stage} /> {stageLabel(row.stage)}
              {mine ? <span className={styles.mineBadge}>現在のステージ</span> : null}
            </h3>
            <p className={styles.threshold}>お買い上げ金額 {formatYen(row.thresholdYen)}以上</p>
            <ul>
              {benefitLines(row).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        )
      })}
    </ol>
  )
}
