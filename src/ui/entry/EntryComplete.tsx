'use client'

import Link from 'next/link'

import formStyles from '@/ui/form/form.module.css'
import { useDraft } from '@/ui/form/use-draft'

import { EMPTY_ENTRY_DRAFT, entryDraftStore } from './entry-draft'
import { entryReturnStore } from './entry-return'
import { ENTRY_VARIANTS, type EntryVariantKey } from './entry-variants'
import styles from './entry.module.css'

/** The complete step: the new member is signed in; the number is shown while the draft remembers it. */
export function EntryComplete({ variant: variantKey }: { variant: EntryVariantKey }) {
  const draft = useDraft(entryDraftStore(variantKey), EMPTY_ENTRY_DRAFT)
  const back = useDraft(entryReturnStore(variantKey))
  const isKankeisha = ENTRY_VARIANTS[variantKey].entryType === 'kankeisha'
  return (
    <div className={formStyles.form}>
      <p className={styles.lead}>会員登録が完了しました。ご登録ありがとうございます。</p>
      {draft?.customerNumber ? (
        <p>
          会員番号：<strong>{draft.customerNumber}</strong>
        </p>
      ) : null}
      <p>登録完了のお知らせをメールでお送りしました。ログインした状態になっています。</p>
      {isKankeisha ? <p>関係者価格（最大25%OFF）は、カートで自動的に適用されます。</p> : null}
      <p className={formStyles.actions}>
        {back ? (
          <Link href={back} className="button-primary">
            元のページに戻る
          </Link>
        ) : null}
        <Link href="/mypage/" className={back ? 'button-secondary' : 'button-primary'}>
          マイページへ
        </Link>
        <Link href="/" className="button-secondary">
          トップページへ
        </Link>
      </p>
    </div>
  )
}
