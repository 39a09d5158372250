import styles from './stepper.module.css'

const STEPS = [
  { key: 'input', label: '入力' },
  { key: 'confirm', label: '確認' },
  { key: 'complete', label: '完了' },
] as const

export function InquiryStepper({ current }: { current: (typeof STEPS)[number]['key'] }) {
  return (
    <ol className={styles.steps} aria-label="お問い合わせの手順">
      {STEPS.map((s, i) => (
        <li key={s.key} className={styles.step} aria-current={s.key === current ? 'step' : undefined}>
          <span className={styles.number}>{i + 1}</span>
          {s.label}
        </li>
      ))}
    </ol>
  )
}
