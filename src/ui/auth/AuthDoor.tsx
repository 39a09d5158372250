import { ButtonLink } from '@/ui/ButtonLink'

import styles from './auth-door.module.css'
import { ExternalSignIn } from './ExternalSignIn'

const withFrom = (path: string, from: string | null) =>
  from ? `${path}?from=${encodeURIComponent(from)}` : path

/**
 * /auth/ (spec §2): the door where a shopper chooses how to come in — sign in with their email and password, with
 * LINE or their group ID (only those configured), or register — and every way keeps `from`, so they come back
 * to the page that sent them here.
 */
export function AuthDoor({ from, line, group }: { from: string | null; line: boolean; group: boolean }) {
  return (
    <div className={styles.door}>
      <section aria-labelledby="auth-member" className={styles.choice}>
        <h2 id="auth-member" className={styles.heading}>
          会員の方
        </h2>
        <p>メールアドレスとパスワードでログインしてください。</p>
        <ButtonLink href={withFrom('/login/', from)} fullWidth>
          ログインする
        </ButtonLink>
        <ExternalSignIn line={line} group={group} from={from} />
      </section>
      <section aria-labelledby="auth-new" className={styles.choice}>
        <h2 id="auth-new" className={styles.heading}>
          はじめての方
        </h2>
        <p>
          会員登録（無料）をすると、お買い物でポイントがたまり、ご注文履歴や定期お届けをマイページで確認・変更できます。
        </p>
        <ButtonLink href={withFrom('/entry/', from)} variant="secondary" fullWidth>
          新規会員登録
        </ButtonLink>
      </section>
    </div>
  )
}
