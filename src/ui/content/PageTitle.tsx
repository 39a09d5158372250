import styles from './PageTitle.module.css'

export function PageTitle({ children, lead }: { children: React.ReactNode; lead?: string | null }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{children}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  )
}
