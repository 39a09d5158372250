import styles from './Layout.module.css'

/** First stop in the tab order; hidden until focused. */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  return (
    <a href={`#${targetId}`} className={styles.skip} data-print="hide">
      本文へスキップ
    </a>
  )
}
