import Link from 'next/link'

import { GroupSignInButton } from './GroupSignInButton'
import styles from './external-sign-in.module.css'

export interface ExternalSignInProps {
  /** Which providers are configured; a provider that is not is not offered. */
  line: boolean
  group: boolean
  /** The same-site path to come back to after signing in, if any. */
  from: string | null
}

/** A chat bubble, not LINE's logo: the button's text names the service. */
function LineIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s6.1-3.6 8.3-6.1C21.6 14.1 22 12.6 22 11c0-4.4-4.5-8-10-8z"
      />
    </svg>
  )
}

/** The LINE and group sign-in buttons under the password form on /login/ (docs/adr/014-line-and-group-sign-in.md). */
export function ExternalSignIn({ line, group, from }: ExternalSignInProps) {
  if (!line && !group) return null
  const query = from ? `?from=${encodeURIComponent(from)}` : ''
  return (
    <section className={styles.section} aria-labelledby="external-sign-in-heading">
      <h2 id="external-sign-in-heading" className={styles.heading}>
        ほかの方法でログイン
      </h2>
      <div className={styles.buttons}>
        {line ? (
          <Link href={`/login/line/${query}`} className={styles.line} prefetch={false}>
            <LineIcon />
            LINEでログイン
          </Link>
        ) : null}
        {group ? <GroupSignInButton from={from} /> : null}
      </div>
    </section>
  )
}
