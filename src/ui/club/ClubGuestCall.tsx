import { ButtonLink } from '@/ui/ButtonLink'
import { signInHref } from '@/shop/site/safe-redirect'

import styles from './club.module.css'
import { CLUB_ENTRY_HREF } from './club-links'

/** A guest's way in: sign in (and come back here) to see their own figures, or register to start collecting. */
export function ClubGuestCall({ path, what }: { path: string; what: string }) {
  return (
    <section aria-labelledby="club-guest" className={styles.panel}>
      <h2 id="club-guest" className={styles.panelTitle}>
        ログインすると{what}をご確認いただけます
      </h2>
      <p>会員登録（無料）をすると、お買い物でポイントがたまり、ご利用に応じて会員ステージが上がります。</p>
      <div className={styles.actions}>
        <ButtonLink href={signInHref(path)}>ログインする</ButtonLink>
        <ButtonLink href={CLUB_ENTRY_HREF} variant="secondary">
          新規会員登録
        </ButtonLink>
      </div>
    </section>
  )
}
