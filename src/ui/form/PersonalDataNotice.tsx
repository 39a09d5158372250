import Link from 'next/link'

import { PRIVACY_PAGE } from '@/ui/layout/legal-pages'

import styles from './form.module.css'

/**
 * What a form's personal data is used for, said where it is asked (APPI Art. 21: the purpose of use made known at
 * collection), with the policy one click away. `purpose` fills 「ご入力いただいた個人情報は、…のために利用し」.
 */
export function PersonalDataNotice({ purpose }: { purpose: string }) {
  return (
    <p className={styles.personalDataNotice}>
      ご入力いただいた個人情報は、{purpose}
      のために利用し、法令に基づく場合を除き、ご本人の同意なく第三者に提供することはありません。利用目的の詳細は
      <Link href={PRIVACY_PAGE.href} target="_blank">
        {PRIVACY_PAGE.label}
      </Link>
      （新しいタブで開きます）をご覧ください。
    </p>
  )
}
