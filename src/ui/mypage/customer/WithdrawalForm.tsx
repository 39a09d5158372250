'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'

import { withdrawalInputSchema } from '@/lib/api/calls/customer'
import { api } from '@/lib/api/client'
import { customerDeleteCall } from '@/lib/api/routes/customer'
import { ButtonLink } from '@/ui/ButtonLink'
import { Checkbox } from '@/ui/form/Checkbox'
import { formErrorsOf, zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import styles from '@/ui/form/form.module.css'
import { TextField } from '@/ui/form/TextField'
import { pointsText } from '@/ui/format/member-display'
import { GUEST } from '@/ui/layout/chrome-types'
import { setMember } from '@/ui/shopper/member-store'

type Step = 'input' | 'confirm' | 'done'

const FIELDS = ['currentPassword', 'confirm'] as const

/**
 * /mypage/customer/lift/ (spec §2): what withdrawal takes away, the password and a check, then one more
 * explicit confirmation before DELETE customer. Afterwards this browser is signed out like every other.
 */
export function WithdrawalForm({
  points,
  hasRegularCourse,
}: {
  points: number | null
  hasRegularCourse: boolean
}) {
  const [step, setStep] = useState<Step>('input')
  const [currentPassword, setCurrentPassword] = useState('')
  const [agreed, setAgreed] = useState(false)
  const { errors, show, clear } = useFormErrors()
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Each step replaces the last: its heading takes the focus, so a screen reader starts there.
  useEffect(() => {
    if (step !== 'input') headingRef.current?.focus()
  }, [step])

  const toConfirm = (e: FormEvent) => {
    e.preventDefault()
    const parsed = withdrawalInputSchema.safeParse({ currentPassword, confirm: agreed })
    if (!parsed.success) return show(zodFieldErrors(parsed.error))
    clear()
    setStep('confirm')
  }

  const withdraw = async () => {
    if (busy) return
    setBusy(true)
    try {
      await api.call(customerDeleteCall, { body: { currentPassword, confirm: true } })
      setMember(GUEST)
      setCurrentPassword('')
      setStep('done')
    } catch (caught) {
      setBusy(false)
      setStep('input')
      const next = formErrorsOf(
        caught,
        FIELDS,
        '退会できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
      if (next.fields.currentPassword) setCurrentPassword('')
      show(next.fields, next.message)
    }
  }

  if (step === 'done')
    return (
      <div>
        <h2 ref={headingRef} tabIndex={-1}>
          退会のお手続きが完了しました
        </h2>
        <p>これまでのご利用、誠にありがとうございました。退会完了のお知らせをメールでお送りしました。</p>
        <p>
          <ButtonLink href="/">トップページへ</ButtonLink>
        </p>
      </div>
    )

  if (step === 'confirm')
    return (
      <div className={styles.form}>
        <h2 ref={headingRef} tabIndex={-1}>
          本当に退会しますか？
        </h2>
        <p>
          退会すると、
          <strong>保有ポイント（{pointsText(points)}）は失効し、元に戻すことはできません。</strong>
          このメールアドレスとパスワードではログインできなくなります。
        </p>
        <p className={styles.actions}>
          <button type="button" className="button-secondary" onClick={() => setStep('input')} disabled={busy}>
            退会しないで戻る
          </button>
          <button
            type="button"
            className="button-primary"
            onClick={withdraw}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? '退会しています…' : '退会する'}
          </button>
        </p>
      </div>
    )

  return (
    <Form id="lift" label="退会のお手続き" errors={errors} onSubmit={toConfirm} summary>
      <section className={styles.warning} aria-labelledby="lift-warning">
        <h2 id="lift-warning">退会の前にご確認ください</h2>
        <ul>
          <li>保有ポイント（{pointsText(points)}）は失効します。退会後に元に戻すことはできません。</li>
          <li>会員ステージ、会員価格などの会員特典はご利用いただけなくなります。</li>
          <li>メールマガジンなど、会員向けのお知らせの配信を停止します。</li>
          <li>ご注文の記録は、法令で定められた期間、当店で保管します。</li>
          <li>
            同じメールアドレスで、あらためて会員登録できます（ポイントや会員ステージは引き継がれません）。
          </li>
          <li>
            定期お届けコースをご利用中の場合は、先に定期お届けコースの解約が必要です。
            {hasRegularCourse ? <strong>現在、定期お届けコースをご利用中です。</strong> : null}
          </li>
        </ul>
      </section>
      <TextField
        name="currentPassword"
        label="現在のパスワード"
        description="ご本人の確認のため、現在のパスワードを入力してください。"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <Checkbox
        name="confirm"
        label="上記の注意事項を確認し、退会します"
        required
        checked={agreed}
        onChange={setAgreed}
      />
      <SubmitRow label="退会手続きへ進む">
        <ButtonLink href="/mypage/customer/" variant="secondary">
          退会しないで会員情報へ戻る
        </ButtonLink>
      </SubmitRow>
    </Form>
  )
}
