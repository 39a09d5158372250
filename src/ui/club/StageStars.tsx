import { MAX_STAGE } from '@/shop/club/stage-rules'
import { stageLabel } from '@/shop/customer/stage'

import styles from './StageStars.module.css'

const STAR_COUNT = MAX_STAGE - 1

/** The star pattern of a stage (spec §3): yellow stars for 1–7 over gray ones, all seven in a blue gradient for VIP. */
export type StarPattern = 'yellow' | 'gray' | 'blue-gradient'

export function starPatterns(stage: number): StarPattern[] {
  if (stage === MAX_STAGE) return Array.from({ length: STAR_COUNT }, () => 'blue-gradient')
  return Array.from({ length: STAR_COUNT }, (_, i) => (i < stage ? 'yellow' : 'gray'))
}

/** The stage as stars, read out as its label (「3星」, 「VIP」); nothing without a stage. */
export function StageStars({ stage }: { stage: number }) {
  const label = stageLabel(stage)
  if (!label) return null
  return (
    <span className={styles.stars} role="img" aria-label={`会員ステージ ${label}`}>
      {starPatterns(stage).map((pattern, i) => (
        <svg key={i} className={styles[pattern]} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {pattern === 'blue-gradient' ? (
            <defs>
              <linearGradient id={`vip-star-${i}`} x1="0" y1="0" x2="1" y2="1">
                <stop offset="0%" stopColor="#6fb4ff" />
                <stop offset="100%" stopColor="#1f4fa3" />
              </linearGradient>
            </defs>
          ) : null}
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            fill={pattern === 'blue-gradient' ? `url(#vip-star-${i})` : undefined}
          />
        </svg>
      ))}
    </span>
  )
}
