import type { ReactNode } from 'react'

import styles from './until-hydrated.module.css'

/**
 * Forms that start from what the browser stored (sessionStorage drafts) render once empty on the server and
 * are remounted with the draft after hydration. Until then their controls are disabled, so nothing typed into
 * the first rendering is lost by the remount, and a click cannot land before the form can act on it.
 */
export function UntilHydrated({ hydrated, children }: { hydrated: boolean; children: ReactNode }) {
  return (
    <fieldset className={styles.plain} disabled={!hydrated} aria-busy={!hydrated || undefined}>
      {children}
    </fieldset>
  )
}
