import { SALE_STATE_LABELS, type SaleState } from '@/shop/catalogue/sale-state'

import styles from './ProductCard.module.css'

/** Nothing for an ordinary product on sale; a badge for the other states. */
export function SaleBadge({ state }: { state: SaleState }) {
  if (state === 'available') return null
  return (
    <span className={`${styles.badge} ${styles[`badge-${state}`] ?? ''}`}>{SALE_STATE_LABELS[state]}</span>
  )
}
