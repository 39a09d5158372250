import Link from 'next/link'

import styles from './entry.module.css'

/** A step opened without what the previous step provides (a bookmark, another tab, an expired session). */
export function EntryMissing({ inputPath, reason }: { inputPath: string; reason: string }) {
  return (
    <div className={styles.notice} role="status">
      <p>{reason}</p>
      <p>
        <Link href={inputPath}>入力画面に戻る</Link>
      </p>
    </div>
  )
}
