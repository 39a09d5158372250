'use client'

import { ErrorMessage } from '@/ui/content/ErrorMessage'
import styles from '@/ui/content/error-boundary.module.css'

/**
 * A page that fails while the shopper navigates in the browser: the server's error page's message (docs/adr/058),
 * with a retry. The error itself is not shown (it may be technical); the server logged it.
 */
export default function ShopError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className={styles.main}>
      <ErrorMessage
        action={
          <p>
            <button type="button" className="button-primary" onClick={() => reset()}>
              もう一度表示する
            </button>
          </p>
        }
      />
    </main>
  )
}
