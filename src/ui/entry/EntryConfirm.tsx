'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { ApiClientError, api } from '@/lib/api/client'
import { entryOtpSendCall } from '@/lib/api/routes/entry'
import { postalCodeText } from '@/shop/address/postal-code'
import { eraOfDate } from '@/shop/customer/japanese-era'
import { personOfRegistration } from '@/shop/customer/person-address'
import { GENDERS } from '@/shop/customer/person-fields'
import { addressText } from '@/shop/customer/profile-display'
import { type Registration, registrationSchema } from '@/shop/customer/registration-schema'
import { BotCheckNote } from '@/ui/bot-check/BotCheckNote'
import { useBotCheck } from '@/ui/bot-check/use-bot-check'
import { ConfirmList } from '@/ui/form/ConfirmList'
import formStyles from '@/ui/form/form.module.css'
import { useDraft } from '@/ui/form/use-draft'

import {
  EMPTY_ENTRY_DRAFT,
  entryDraftStore,
  entryPasswords,
  entrySentAtStore,
  saveEntryDraft,
} from './entry-draft'
import { entryInputErrors, registrationInput } from './entry-input-check'
import { ENTRY_VARIANTS, type EntryVariantKey } from './entry-variants'
import { EntryMissing } from './EntryMissing'

/** Shown as it will be stored: kana folded, digits only, the postal code formatted. */
function rows(r: Registration, invitationCode: string | null): [string, string][] {
  const era = eraOfDate(r.birthYear, r.birthMonth, r.birthDay)
  return [
    ...(invitationCode ? ([['招待コード', invitationCode.trim().toUpperCase()]] as [string, string][]) : []),
    ['お名前', `${r.lastName} ${r.firstName}`],
    ['フリガナ', `${r.lastNameKana} ${r.firstNameKana}`],
    ['性別', GENDERS.find((g) => g.value === r.gender)?.label ?? ''],
    ['生年月日', `${r.birthYear}年${r.birthMonth}月${r.birthDay}日${era ? `（${era}）` : ''}`],
    ['ご住所', `${postalCodeText(r.zipNumber)} ${addressText(personOfRegistration(r))}`],
    ['電話番号', r.phoneNumber],
    ['メールアドレス', r.email1],
    ['パスワード', '（表示しません）'],
    ['メールマガジン', r.wantMailMagazine ? '受け取る' : '受け取らない'],
    ['ログイン状態', r.isPersistentLogin ? 'ログインしたままにする' : 'ブラウザを閉じるとログアウト'],
  ]
}

/** The confirm step: what will be registered, then the code is mailed to the address (bot check first). */
export function EntryConfirm({ variant: variantKey }: { variant: EntryVariantKey }) {
  const variant = ENTRY_VARIANTS[variantKey]
  const draft = useDraft(entryDraftStore(variantKey), EMPTY_ENTRY_DRAFT)
  const router = useRouter()
  const botCheck = useBotCheck()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const alertRef = useRef<HTMLDivElement>(null)

  if (!draft) return null
  const passwords = entryPasswords.get(variantKey)
  const parsed = registrationSchema.safeParse(registrationInput(draft.values, passwords))
  const incomplete = Object.keys(entryInputErrors(variant, draft.values, passwords)).length > 0
  if (incomplete || !parsed.success)
    return (
      <EntryMissing
        inputPath={variant.paths.input}
        reason="入力内容が見つからないか、パスワードの入力が必要です（パスワードは画面を再読み込みすると消去されます）。"
      />
    )

  const send = async () => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const sent = await api.call(entryOtpSendCall, {
        body: {
          email1: draft.values.email1,
          entryType: variant.entryType,
          ...(variant.entryType === 'kankeisha' ? { invitationCode: draft.values.invitationCode } : {}),
          botCheck: await botCheck.take(),
        },
      })
      saveEntryDraft(variantKey, { ...draft, authenticateTransactionId: sent.authenticateTransactionId })
      entrySentAtStore(variantKey).save(Date.now())
      router.push(variant.paths.code)
    } catch (e) {
      botCheck.prepare()
      setBusy(false)
      const fields = e instanceof ApiClientError ? e.fields : undefined
      setError(
        fields && Object.values(fields)[0]
          ? `${Object.values(fields)[0]}（入力画面で修正してください）`
          : e instanceof Error
            ? e.message
            : '確認コードを送信できませんでした。',
      )
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  }

  return (
    <div className={formStyles.form}>
      <div ref={alertRef} tabIndex={-1} role="alert" className={error ? formStyles.alert : undefined}>
        {error}
      </div>
      <p>以下の内容で登録します。よろしければ「確認コードを送信する」を押してください。</p>
      <ConfirmList
        rows={rows(parsed.data, variant.entryType === 'kankeisha' ? draft.values.invitationCode : null)}
      />
      <p className={formStyles.hint}>
        ご入力のメールアドレスに6桁の確認コードをお送りします（10分間有効）。届かない場合は迷惑メールフォルダもご確認ください。
      </p>
      <BotCheckNote />
      <p className={formStyles.actions}>
        <Link href={variant.paths.input} className="button-secondary">
          入力内容を修正する
        </Link>
        <button type="button" className="button-primary" onClick={send} disabled={busy} aria-busy={busy}>
          {busy ? '送信しています…' : '確認コードを送信する'}
        </button>
      </p>
    </div>
  )
}
