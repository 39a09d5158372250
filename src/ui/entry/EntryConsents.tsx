'use client'

import { Checkbox } from '@/ui/form/Checkbox'
import { PersonalDataNotice } from '@/ui/form/PersonalDataNotice'
import { TermsConsent } from '@/ui/form/TermsConsent'

import type { EntryValues } from './entry-draft'
import styles from './entry.module.css'

type Consents = Pick<EntryValues, 'wantMailMagazine' | 'isPersistentLogin' | 'agreeTerms'>

/** The mail magazine, staying signed in, and the agreement to the terms (required). */
export function EntryConsents({
  values,
  onChange,
}: {
  values: Consents
  onChange: (patch: Partial<Consents>) => void
}) {
  return (
    <div className={styles.checks}>
      <Checkbox
        name="wantMailMagazine"
        label="メールマガジン（新商品・キャンペーンのお知らせ）を受け取る"
        checked={values.wantMailMagazine}
        onChange={(wantMailMagazine) => onChange({ wantMailMagazine })}
      />
      <Checkbox
        name="isPersistentLogin"
        label="登録後、ログインしたままにする（共用の端末ではチェックしないでください）"
        checked={values.isPersistentLogin}
        onChange={(isPersistentLogin) => onChange({ isPersistentLogin })}
      />
      <PersonalDataNotice purpose="会員サービスのご提供（ご注文の受付とお届け、定期お届けコース、ポイント、ご希望の方へのご案内）" />
      <div className={styles.terms}>
        <TermsConsent
          name="agreeTerms"
          documents={[
            { label: '会員規約', href: '/kiyaku/terms/' },
            { label: '個人情報の取り扱い', href: '/privacy/' },
          ]}
          checked={values.agreeTerms}
          onChange={(agreeTerms) => onChange({ agreeTerms })}
        />
      </div>
    </div>
  )
}
