import styles from './stepper.module.css'

/**
 * Where the shopper is in a multi-page procedure; the current step is announced as such. On a narrow screen only
 * the current step shows its name (the others show their number; screen readers still hear every name).
 */
export function Stepper({
  label,
  steps,
  current,
}: {
  label: string
  steps: readonly string[]
  current: number
}) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step, i) => (
        <li key={step} className={styles.step} aria-current={i === current ? 'step' : undefined}>
          <span className={styles.number}>{i + 1}</span>
          <span className={styles.name}>{step}</span>
        </li>
      ))}
    </ol>
  )
}
