'use client'

import Link from 'next/link'
import { useState } from 'react'

import { PASSWORD_MAX, PASSWORD_MIN } from '@/shop/auth/password-rules'
import { birthYears } from '@/shop/customer/birth-date'
import { eraLabelOfYear } from '@/shop/customer/japanese-era'
import { GENDERS } from '@/shop/customer/person-fields'
import entry from '@/ui/entry/entry.module.css'
import { RequiredMark } from '@/ui/entry/EntryField'

import { AddressBlock, NameFields } from './AddressFields'
import { checkoutPassword, type DraftValues } from './checkout-draft'
import styles from './checkout.module.css'
import { CheckField, fieldId, RadioGroupField, TextField } from './fields'
import { StepForm, useCheckoutStep, type StepProps } from './StepForm'

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1)
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1)
const BIRTH_PARTS = [
  { name: 'BIRTH_YEAR', label: '生年月日（年）', unit: '年', autoComplete: 'bday-year' },
  { name: 'BIRTH_MONTH', label: '生年月日（月）', unit: '月', autoComplete: 'bday-month' },
  { name: 'BIRTH_DAY', label: '生年月日（日）', unit: '日', autoComplete: 'bday-day' },
] as const

/**
 * Step shopping01 (guests): the orderer, and registration while ordering — PASSWORD and AGREE_TERMS, with
 * gender and birth date then required. The password stays in memory; after a reload it is asked again.
 */
export function OrdererStep({ data, initial }: StepProps) {
  const step = useCheckoutStep('shopping01', data, initial)
  const { draft, change, errors } = step
  const values = draft.values
  const [password, setPassword] = useState(() => checkoutPassword.get())
  // Registration was chosen and the step completed before, but a reload emptied the password.
  const [passwordLost] = useState(
    () => initial.registering && checkoutPassword.get() === '' && initial.values.AGREE_TERMS,
  )
  const registering = draft.registering
  const years = birthYears(data.context.today)

  const setRegistering = (on: boolean) => {
    step.setErrors(({ PASSWORD: _p, AGREE_TERMS: _a, ...rest }) => rest)
    step.setDraft((d) => ({ ...d, registering: on }))
  }

  const onPassword = (value: string) => {
    step.setErrors(({ PASSWORD: _p, ...rest }) => rest)
    setPassword(value)
    checkoutPassword.set(value)
  }

  const onSubmit = () => {
    const next = registering ? draft : { ...draft, values: { ...values, AGREE_TERMS: false } }
    checkoutPassword.set(registering ? password : '')
    step.complete(next, registering ? password : '')
  }

  const set = (name: keyof DraftValues) => (value: string) => change({ [name]: value })

  return (
    <StepForm
      stepId="shopping01"
      isMember={data.context.isMember}
      errors={errors}
      message={step.message}
      alertRef={step.alertRef}
      onSubmit={onSubmit}
    >
      <p className={styles.lead}>ご注文者様の情報を入力してください。</p>

      <NameFields legend="お名前" prefix="" values={values} errors={errors} onChange={change} />

      <RadioGroupField
        name="GENDER"
        legend="性別"
        required={registering}
        options={GENDERS.map((g) => ({ value: g.value, label: g.label }))}
        value={values.GENDER}
        onChange={set('GENDER')}
        error={errors.GENDER}
        hint={registering ? undefined : '会員登録される場合は必須です'}
      />

      <fieldset
        className={entry.group}
        aria-describedby={
          ['BIRTH_YEAR', 'BIRTH_MONTH', 'BIRTH_DAY']
            .filter((f) => errors[f])
            .map((f) => `${fieldId(f)}-error`)
            .join(' ') || undefined
        }
      >
        <legend>
          生年月日
          <RequiredMark required={registering} />
        </legend>
        {registering ? null : <p className={entry.hint}>会員登録される場合は必須です</p>}
        <div className={entry.birth}>
          {BIRTH_PARTS.map((part) => (
            <span key={part.name} className={entry.birthPart}>
              <select
                id={fieldId(part.name)}
                name={part.name}
                aria-label={part.label}
                autoComplete={part.autoComplete}
                value={values[part.name]}
                onChange={(e) => change({ [part.name]: e.target.value })}
                aria-invalid={Boolean(errors[part.name])}
              >
                <option value="">{part.name === 'BIRTH_YEAR' ? '----' : '--'}</option>
                {(part.name === 'BIRTH_YEAR' ? years : part.name === 'BIRTH_MONTH' ? MONTHS : DAYS).map(
                  (n) => (
                    <option key={n} value={String(n)}>
                      {part.name === 'BIRTH_YEAR' ? `${n}（${eraLabelOfYear(n)}）` : n}
                    </option>
                  ),
                )}
              </select>
              <span aria-hidden="true">{part.unit}</span>
            </span>
          ))}
        </div>
        {BIRTH_PARTS.map((part) =>
          errors[part.name] ? (
            <p key={part.name} id={`${fieldId(part.name)}-error`} className={entry.error}>
              {errors[part.name]}
            </p>
          ) : null,
        )}
      </fieldset>

      <AddressBlock legend="ご住所" prefix="" values={values} errors={errors} onChange={change} />

      <fieldset className={entry.group}>
        <legend>メールアドレス</legend>
        <TextField
          name="EMAIL1"
          label="メールアドレス"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="ご注文確認メールをお送りします"
          value={values.EMAIL1}
          onChange={set('EMAIL1')}
          error={errors.EMAIL1}
        />
        <TextField
          name="EMAIL2"
          label="メールアドレス（確認用）"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="確認のため、もう一度入力してください"
          value={values.EMAIL2}
          onChange={set('EMAIL2')}
          error={errors.EMAIL2}
        />
      </fieldset>

      <section className={styles.register} aria-labelledby="checkout-register-title">
        <h2 id="checkout-register-title" className={styles.sectionTitle}>
          会員登録（任意）
        </h2>
        <p className={entry.hint}>
          会員登録すると、次回から入力を省略でき、ご購入金額に応じてポイントがたまります。会員登録には性別と生年月日の入力が必要です。
        </p>
        <CheckField field="registering" checked={registering} onChange={setRegistering}>
          会員登録して購入する
        </CheckField>
        {registering ? (
          <div className={entry.terms}>
            {passwordLost && password === '' ? (
              <p className={styles.notice} role="status">
                画面が再読み込みされたため、パスワードをもう一度入力してください（パスワードは画面に保存しません）。
              </p>
            ) : null}
            <TextField
              name="PASSWORD"
              label="パスワード"
              required
              type="password"
              autoComplete="new-password"
              hint={`${PASSWORD_MIN}〜${PASSWORD_MAX}文字。推測されにくい語句や、長めの文章がおすすめです`}
              value={password}
              onChange={onPassword}
              error={errors.PASSWORD}
            />
            <CheckField
              field="AGREE_TERMS"
              name="AGREE_TERMS"
              checked={values.AGREE_TERMS}
              onChange={(checked) => change({ AGREE_TERMS: checked })}
              error={errors.AGREE_TERMS}
            >
              <Link href="/about/terms/" target="_blank">
                ご利用規約
              </Link>
              ・
              <Link href="/kiyaku/terms/" target="_blank">
                会員規約
              </Link>
              と
              <Link href="/privacy/" target="_blank">
                個人情報の取り扱い
              </Link>
              に同意する
              <RequiredMark required />
            </CheckField>
          </div>
        ) : null}
      </section>
    </StepForm>
  )
}
