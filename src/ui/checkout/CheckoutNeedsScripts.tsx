import styles from '@/ui/forms/until-hydrated.module.css'

/**
 * The checkout's steps are drawn by their scripts (the draft, card tokens, the bot check): without scripts the page
 * says so instead of spinning forever (docs/adr/059). A server component: its words cost the page no JavaScript.
 */
export function CheckoutNeedsScripts() {
  return (
    <noscript>
      <p className={styles.noscript}>
        ご購入手続きの画面には JavaScript が必要です。ブラウザの設定で JavaScript
        を有効にしてから、ページを再読み込みしてください。カートの内容はそのまま残っています。
      </p>
    </noscript>
  )
}
