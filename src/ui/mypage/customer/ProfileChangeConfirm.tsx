'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { ApiClientError, api } from '@/lib/api/client'
import { customerUpdateCall } from '@/lib/api/routes/customer'
import {
  addressText,
  birthDateText,
  genderText,
  mailMagazineText,
  postalCodeText,
} from '@/shop/customer/profile-display'
import { customerProfileDataOfRegistration } from '@/shop/customer/person-address'
import { profileSchema } from '@/shop/customer/registration-schema'
import { MISSING_STEP_MESSAGE, setFlash } from '@/ui/customer/flow-store'
import { ConfirmList } from '@/ui/form/ConfirmList'
import { errorMessageOf } from '@/ui/form/error-message'
import styles from '@/ui/form/form.module.css'
import { useIsClient } from '@/ui/hooks/use-is-client'
import { setMember } from '@/ui/shopper/member-store'
import { memberSummaryOf } from '@/ui/shopper/member-summary'

import { CHANGE_PATHS, finishProfileDraft, loadProfileDraft } from './profile-draft'

/** The change as it will be saved (normalised by the schema: katakana, digits), then PUT customer. */
export function ProfileChangeConfirm() {
  const router = useRouter()
  const isClient = useIsClient()
  const parsed = isClient ? profileSchema.safeParse(loadProfileDraft()) : null
  const profile = parsed?.success ? parsed.data : null
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle')
  const [message, setMessage] = useState('')
  const alertRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!isClient || profile || state !== 'idle') return
    setFlash(MISSING_STEP_MESSAGE)
    router.replace(CHANGE_PATHS.input)
  }, [isClient, profile, state, router])

  if (!profile) return <p role="status">読み込み中…</p>

  const save = async () => {
    setState('saving')
    try {
      const result = await api.call(customerUpdateCall, { body: profile })
      setMember(memberSummaryOf(result.state))
      finishProfileDraft()
      router.push(CHANGE_PATHS.complete)
    } catch (caught) {
      setState('failed')
      // The fields are on the input page: name them here and send the member back there.
      const fields = Object.values((caught instanceof ApiClientError && caught.fields) || {})
      setMessage(
        fields.length
          ? `${fields.join('／')}。「入力内容を修正する」から修正してください。`
          : errorMessageOf(caught, '変更できませんでした。通信環境をご確認のうえ、もう一度お試しください。'),
      )
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  }

  const p = customerProfileDataOfRegistration(profile)
  const rows: [string, string][] = [
    ['お名前', `${p.lastName} ${p.firstName}`],
    ['フリガナ', `${p.lastNameKana} ${p.firstNameKana}`],
    ['性別', genderText(p.gender)],
    ['生年月日', birthDateText(p.birthDate)],
    ['郵便番号', postalCodeText(p.postalCode)],
    ['住所', addressText(p)],
    ['電話番号', p.phone],
    ['メールマガジン', mailMagazineText(p.wantsMailMagazine)],
  ]

  return (
    <div className={styles.form}>
      <div ref={alertRef} tabIndex={-1} role="alert" className={message ? styles.alert : undefined}>
        {message}
      </div>
      <p>以下の内容に変更します。よろしければ「変更する」を押してください。</p>
      <ConfirmList rows={rows} />
      <p className={styles.actions}>
        <Link href={CHANGE_PATHS.input} className="button-secondary">
          入力内容を修正する
        </Link>
        <button
          type="button"
          className="button-primary"
          onClick={save}
          disabled={state === 'saving'}
          aria-busy={state === 'saving'}
        >
          {state === 'saving' ? '変更しています…' : '変更する'}
        </button>
      </p>
    </div>
  )
}
