import { crownTone } from '@/shop/campaigns/gifts/gift-rules'

import styles from './gifts.module.css'

const FILL = { gold: '#c9a227', silver: '#9ea7b0', bronze: '#b0703c', plain: '#e6ded0' } as const
const TEXT = { gold: '#3a2a00', silver: '#1f262c', bronze: '#2e1606', plain: '#4a3d26' } as const

/**
 * The ranking badge of spec §2 (65 × 43): ranks 1–3 a gold, silver or bronze crown with the number, higher ranks the
 * number on a plain crown. The number is also the badge's name for assistive technology.
 */
export function CrownBadge({ rank }: { rank: number }) {
  const tone = crownTone(rank)
  return (
    <svg
      className={styles.crown}
      width="65"
      height="43"
      viewBox="0 0 65 43"
      role="img"
      aria-label={`人気${rank}位`}
      data-tone={tone}
    >
      <path
        d="M4 12 L18 24 L32.5 4 L47 24 L61 12 L56 39 L9 39 Z"
        fill={FILL[tone]}
        stroke="#5a4a2a"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <text
        x="32.5"
        y="34"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fill={TEXT[tone]}
        aria-hidden="true"
      >
        {rank}
      </text>
    </svg>
  )
}
