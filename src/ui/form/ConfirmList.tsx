import styles from './confirm-list.module.css'

/**
 * Label/value rows: what the shopper entered (a confirm step), or what is registered (my page). Values keep
 * their line breaks (an inquiry's message).
 */
export function ConfirmList({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
