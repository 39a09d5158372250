import Link from 'next/link'

import {
  addressText,
  birthDateText,
  genderText,
  mailMagazineText,
  postalCodeText,
} from '@/shop/customer/profile-display'
import type { ProfileView } from '@/shop/customer/person-address'
import { ButtonLink } from '@/ui/ButtonLink'
import { ConfirmList } from '@/ui/form/ConfirmList'

import styles from './customer-pages.module.css'
import { LinkedSignIns } from './LinkedSignIns'

/** The member's registered information, read-only, each part with the page that changes it. */
export function CustomerInfo({
  profile,
  linked,
}: {
  profile: ProfileView
  /** LINE and group-ID linkage (src/shop/oidc/linked-sign-ins.ts). */
  linked: { line: boolean; group: boolean }
}) {
  return (
    <div className={styles.info}>
      <section aria-labelledby="customer-profile" className={styles.section}>
        <h2 id="customer-profile">ご登録情報</h2>
        <ConfirmList
          rows={[
            ['お名前', `${profile.lastName} ${profile.firstName}`],
            ['フリガナ', `${profile.lastNameKana} ${profile.firstNameKana}`],
            ['性別', genderText(profile.gender)],
            ['生年月日', birthDateText(profile.birthDate)],
            ['郵便番号', postalCodeText(profile.postalCode)],
            ['住所', addressText(profile)],
            ['電話番号', profile.phone],
            ['メールマガジン', mailMagazineText(profile.wantsMailMagazine)],
          ]}
        />
        <ButtonLink href="/mypage/customer/change/">登録情報を変更する</ButtonLink>
      </section>

      <section aria-labelledby="customer-login" className={styles.section}>
        <h2 id="customer-login">ログイン情報</h2>
        <ConfirmList
          rows={[
            ['メールアドレス', profile.email],
            ['パスワード', '（表示されません）'],
          ]}
        />
        <ul className={styles.links}>
          <li>
            <Link href="/mypage/customer/mailaddress/">メールアドレスを変更する</Link>
          </li>
          <li>
            <Link href="/mypage/customer/password/">パスワードを変更する</Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="customer-linked" className={styles.section}>
        <h2 id="customer-linked">連携しているログイン方法</h2>
        <LinkedSignIns linked={linked} />
      </section>

      <section aria-labelledby="customer-lift" className={styles.section}>
        <h2 id="customer-lift">退会</h2>
        <p>退会すると、保有ポイントは失効し、このメールアドレスとパスワードではログインできなくなります。</p>
        <Link href="/mypage/customer/lift/">退会のお手続きへ</Link>
      </section>
    </div>
  )
}
