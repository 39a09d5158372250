import type { ReactNode } from 'react'

import styles from './until-hydrated.module.css'

/**
 * Forms that start from what the browser stored (sessionStorage drafts) render once empty on the server and
 * are remounted with the draft after hydration. Until then their controls are disabled, so nothing typed into
 * the first rendering is lost by the remount, and a click cannot land before the form can act on it; the form says
 * so while it waits, and without scripts that it needs them (docs/adr/059).
 */
export function UntilHydrated({ hydrated, children }: { hydrated: boolean; children: ReactNode }) {
  return (
    <>
      {hydrated ? null : (
        <p role="status" className={styles.waiting}>
          入力欄を準備しています。表示が整うまで少しお待ちください。
        </p>
      )}
      <noscript>
        <p className={styles.noscript}>
          このお手続きには JavaScript が必要です。ブラウザの設定で JavaScript
          を有効にしてから、ページを再読み込みしてください。
        </p>
      </noscript>
      <fieldset className={styles.plain} disabled={!hydrated} aria-busy={!hydrated || undefined}>
        {children}
      </fieldset>
    </>
  )
}
