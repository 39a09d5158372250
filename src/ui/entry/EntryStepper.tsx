import styles from './entry.module.css'
import { type EntryStepKey, STEP_TITLES } from './entry-variants'

const ORDER: EntryStepKey[] = ['input', 'confirm', 'code', 'complete']

/** Where the shopper is in the registration; the verify step belongs to the code step. */
export function EntryStepper({ current }: { current: EntryStepKey }) {
  const active = current === 'verify' ? 'code' : current
  return (
    <ol className={styles.steps} aria-label="会員登録の手順">
      {ORDER.map((step, i) => (
        <li key={step} className={styles.step} aria-current={step === active ? 'step' : undefined}>
          <span className={styles.stepNumber}>{i + 1}</span>
          {STEP_TITLES[step]}
        </li>
      ))}
    </ol>
  )
}
