'use client'

import { useState } from 'react'

import { CHECKOUT_NAMES } from '@/shop/customer/person-address'
import { AddressFields } from '@/ui/form/AddressFields'
import { BirthDateField } from '@/ui/form/BirthDateField'
import { Checkbox } from '@/ui/form/Checkbox'
import { TermsConsent } from '@/ui/form/TermsConsent'
import form from '@/ui/form/form.module.css'
import { GenderField } from '@/ui/form/GenderField'
import { NameFields } from '@/ui/form/NameFields'
import { PhoneField } from '@/ui/form/PhoneField'
import { TextField } from '@/ui/form/TextField'

import { checkoutPassword, type DraftValues } from './checkout-draft'
import styles from './checkout.module.css'
import { RegistrationPasswordField } from './RegistrationPasswordField'
import { StepForm, useCheckoutStep, type StepProps } from './StepForm'

const BIRTH_NAMES = { year: 'BIRTH_YEAR', month: 'BIRTH_MONTH', day: 'BIRTH_DAY' } as const
const FOR_REGISTRATION = '会員登録される場合は必須です'

/**
 * Step shopping01 (guests): the orderer, and registration while ordering — PASSWORD and AGREE_TERMS, with
 * gender and birth date then required. The password stays in memory; after a reload it is asked again.
 */
export function OrdererStep({ data, initial }: StepProps) {
  const step = useCheckoutStep('shopping01', data, initial)
  const { draft, change } = step
  const values = draft.values
  const [password, setPassword] = useState(() => checkoutPassword.get())
  // Registration was chosen and the step completed before, but a reload emptied the password.
  const [passwordLost] = useState(
    () => initial.registering && checkoutPassword.get() === '' && initial.values.AGREE_TERMS,
  )
  // Regular delivery needs an account (checkout-form/agreement.ts): a guest with a regular line registers.
  const mustRegister = data.context.hasRegular && !data.context.isMember
  const registering = draft.registering || mustRegister

  const setRegistering = (on: boolean) => {
    step.dismiss(['PASSWORD', 'AGREE_TERMS'])
    step.setDraft((d) => ({ ...d, registering: on }))
  }

  const onPassword = (value: string) => {
    step.dismiss(['PASSWORD'])
    setPassword(value)
    checkoutPassword.set(value)
  }

  const onSubmit = () => {
    const next = registering
      ? { ...draft, registering: true }
      : { ...draft, values: { ...values, AGREE_TERMS: false } }
    checkoutPassword.set(registering ? password : '')
    step.complete(next, registering ? password : '')
  }

  const set = (name: keyof DraftValues) => (value: string) => change({ [name]: value })
  const forRegistration = registering ? undefined : FOR_REGISTRATION

  return (
    <StepForm
      stepId="shopping01"
      isMember={data.context.isMember}
      errors={step.errors}
      toConfirm={step.toConfirm}
      onSubmit={onSubmit}
    >
      <p className={styles.lead}>ご注文者様の情報を入力してください。</p>

      <NameFields legend="お名前" names={CHECKOUT_NAMES} values={values} onChange={change} />

      <GenderField
        name="GENDER"
        value={values.GENDER}
        onChange={set('GENDER')}
        required={registering}
        description={forRegistration}
      />

      <BirthDateField
        names={BIRTH_NAMES}
        values={{ year: values.BIRTH_YEAR, month: values.BIRTH_MONTH, day: values.BIRTH_DAY }}
        onChange={change}
        today={data.context.today}
        required={registering}
        description={forRegistration}
      />

      <AddressFields
        legend="ご住所"
        names={CHECKOUT_NAMES}
        values={values}
        onChange={change}
        prefectureCodeName="PREFECTURES"
      >
        <PhoneField name={CHECKOUT_NAMES.phone} value={values.PHONE_NUMBER} onChange={set('PHONE_NUMBER')} />
      </AddressFields>

      <fieldset className={form.group}>
        <legend>メールアドレス</legend>
        <TextField
          name="EMAIL1"
          label="メールアドレス"
          required
          mark
          type="email"
          inputMode="email"
          autoComplete="email"
          description="ご注文確認メールをお送りします"
          value={values.EMAIL1}
          onChange={set('EMAIL1')}
        />
        <TextField
          name="EMAIL2"
          label="メールアドレス（確認用）"
          required
          mark
          type="email"
          inputMode="email"
          autoComplete="email"
          description="確認のため、もう一度入力してください"
          value={values.EMAIL2}
          onChange={set('EMAIL2')}
        />
      </fieldset>

      <section className={styles.register} aria-labelledby="checkout-register-title">
        <h2 id="checkout-register-title" className={styles.sectionTitle}>
          {mustRegister ? '会員登録（定期お届けコースのご利用に必要です）' : '会員登録（任意）'}
        </h2>
        {mustRegister ? (
          <p className={form.hint}>
            ご注文に定期お届けコースの商品が含まれるため、会員登録をお願いしております。お届け日の変更やお休み、解約はマイページから承ります。会員登録には性別と生年月日の入力が必要です。
          </p>
        ) : (
          <>
            <p className={form.hint}>
              会員登録すると、次回から入力を省略でき、ご購入金額に応じてポイントがたまります。会員登録には性別と生年月日の入力が必要です。
            </p>
            <Checkbox
              name="registering"
              label="会員登録して購入する"
              checked={registering}
              onChange={setRegistering}
            />
          </>
        )}
        {registering ? (
          <div className={styles.subform}>
            {passwordLost && password === '' ? (
              <p className={styles.notice} role="status">
                画面が再読み込みされたため、パスワードをもう一度入力してください（パスワードは画面に保存しません）。
              </p>
            ) : null}
            <RegistrationPasswordField value={password} onChange={onPassword} />
            <TermsConsent
              name="AGREE_TERMS"
              documents={[
                { label: 'ご利用規約', href: '/about/terms/' },
                { label: '会員規約', href: '/kiyaku/terms/' },
                { label: '個人情報の取り扱い', href: '/privacy/' },
              ]}
              checked={values.AGREE_TERMS}
              onChange={(checked) => change({ AGREE_TERMS: checked })}
            />
          </div>
        ) : null}
      </section>
    </StepForm>
  )
}
