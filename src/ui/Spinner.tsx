import styles from './Spinner.module.css'

type SpinnerProps = {
  /** Announced to screen readers; defaults to 「読み込み中」. */
  label?: string
  size?: 'small' | 'medium' | 'large'
  /** Shows the label next to the ring instead of only to screen readers. */
  showLabel?: boolean
  className?: string
}

export function Spinner({
  label = '読み込み中',
  size = 'medium',
  showLabel = false,
  className,
}: SpinnerProps) {
  const sizeClass = size === 'small' ? styles.small : size === 'large' ? styles.large : null
  return (
    <span role="status" className={[styles.spinner, sizeClass, className].filter(Boolean).join(' ')}>
      <span className={styles.ring} aria-hidden="true" />
      <span className={showLabel ? undefined : 'visually-hidden'}>{label}</span>
    </span>
  )
}
