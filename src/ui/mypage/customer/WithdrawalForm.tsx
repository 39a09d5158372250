'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'

import { customerDeleteCall, withdrawalInputSchema } from '@/lib/api/calls/customer'
import { api } from '@/lib/api/client'
import { ButtonLink } from '@/ui/ButtonLink'
import { apiErrorMessage, apiFieldErrors } from '@/ui/customer/api-error-message'
import styles from '@/ui/customer/customer-form.module.css'
import { FormAlert, FormField } from '@/ui/customer/FormField'
import { pointsText } from '@/ui/format/member-display'
import { fieldErrors } from '@/ui/inquiry/zod-field-errors'
import { GUEST } from '@/ui/layout/chrome-types'
import { setMember } from '@/ui/shopper/member-store'

type Step = 'input' | 'confirm' | 'done'

const idOf = (field: string) => `lift-${field}`

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
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const alertRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Each step replaces the last: its heading takes the focus, so a screen reader starts there.
  useEffect(() => {
    if (step !== 'input') headingRef.current?.focus()
  }, [step])

  const show = (next: Record<string, string>, text = '') => {
    setErrors(next)
    setMessage(text)
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  const toConfirm = (e: FormEvent) => {
    e.preventDefault()
    const parsed = withdrawalInputSchema.safeParse({ currentPassword, confirm: agreed })
    if (!parsed.success) return show(fieldErrors(parsed.error))
    setErrors({})
    setMessage('')
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
      const fields = apiFieldErrors(caught)
      if (fields.currentPassword) setCurrentPassword('')
      if (Object.keys(fields).length) return show(fields)
      show(
        {},
        apiErrorMessage(caught, '退会できませんでした。通信環境をご確認のうえ、もう一度お試しください。'),
      )
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
    <form method="post" noValidate onSubmit={toConfirm} className={styles.form} aria-label="退会のお手続き">
      <FormAlert alertRef={alertRef} errors={errors} idOf={idOf} message={message} />
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
      <FormField
        id={idOf('currentPassword')}
        label="現在のパスワード"
        hint="ご本人の確認のため、現在のパスワードを入力してください。"
        error={errors.currentPassword}
      >
        {(control) => (
          <input
            {...control}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            aria-required="true"
          />
        )}
      </FormField>
      <div className={styles.field}>
        <div className={styles.choice}>
          <input
            id={idOf('confirm')}
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            aria-invalid={Boolean(errors.confirm)}
            aria-describedby={errors.confirm ? idOf('confirm-error') : undefined}
          />
          <label htmlFor={idOf('confirm')}>上記の注意事項を確認し、退会します</label>
        </div>
        {errors.confirm ? (
          <p id={idOf('confirm-error')} className={styles.error}>
            {errors.confirm}
          </p>
        ) : null}
      </div>
      <p className={styles.actions}>
        <ButtonLink href="/mypage/customer/" variant="secondary">
          退会しないで会員情報へ戻る
        </ButtonLink>
        <button type="submit" className="button-primary">
          退会手続きへ進む
        </button>
      </p>
    </form>
  )
}
