'use client'

import Link from 'next/link'

import { Checkbox } from '@/ui/form/Checkbox'
import { RequiredMark } from '@/ui/form/FieldParts'

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
      <div className={styles.terms}>
        <Checkbox
          name="agreeTerms"
          label={
            <span>
              会員規約と個人情報の取り扱いに同意する
              <RequiredMark required />
            </span>
          }
          // Outside the label: a click on a link in it would tick the box instead of opening the page.
          description={
            <>
              内容は
              <Link href="/kiyaku/terms/" target="_blank">
                会員規約
              </Link>
              と
              <Link href="/privacy/" target="_blank">
                個人情報の取り扱い
              </Link>
              でご確認ください（新しいタブで開きます）。
            </>
          }
          checked={values.agreeTerms}
          onChange={(agreeTerms) => onChange({ agreeTerms })}
          required
        />
      </div>
    </div>
  )
}
