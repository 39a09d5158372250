'use client'

import styles from '@/ui/content/error-boundary.module.css'

/**
 * A page that fails while the shopper navigates in the browser: a short Japanese message with a retry and the way
 * back (the server's own error page, docs/adr/058, says more). It is in every page's scripts, so it stays this small
 * (ADR 037); the error itself is not shown (it may be technical): the server logged it.
 */
export default function ShopError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className={styles.main}>
      <h1>ただいまページを表示できません</h1>
      <p>申し訳ございません。しばらくしてから、もう一度お試しください。</p>
      <p>
        <button type="button" className="button-primary" onClick={() => reset()}>
          もう一度表示する
        </button>{' '}
        <a href="/">トップページへ</a>
      </p>
    </main>
  )
}
