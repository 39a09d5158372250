'use client'

import { type FormEvent, useState } from 'react'

import { PASSWORD_MESSAGES } from '@/shop/auth/password-rules'
import { validateSection, type CheckoutContext } from '@/shop/checkout/checkout-form'
import { ButtonLink } from '@/ui/ButtonLink'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'

import { checkoutPassword, sectionContext, type CheckoutDraft } from './checkout-draft'
import styles from './checkout.module.css'
import { RegistrationPasswordField } from './RegistrationPasswordField'
import { controlErrors } from './control-errors'

/** A registering guest whose password a reload emptied gives it again before the order is checked. */
export function PasswordAgain({
  data,
  draft,
  onDone,
}: {
  data: { context: CheckoutContext }
  draft: CheckoutDraft
  onDone: (password: string) => void
}) {
  const [value, setValue] = useState('')
  const { errors, show } = useFormErrors()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const result = validateSection(
      'agreement',
      { PASSWORD: value, AGREE_TERMS: draft.values.AGREE_TERMS },
      sectionContext(data.context, draft),
    )
    const problems =
      value === '' ? { PASSWORD: PASSWORD_MESSAGES.required } : result.success ? {} : result.errors
    if (Object.keys(problems).length > 0) {
      const shown = controlErrors(problems)
      show(shown.fields, shown.message)
      return
    }
    checkoutPassword.set(value)
    onDone(value)
  }

  return (
    <Form id="checkout" label="会員登録のパスワードの再入力" errors={errors} onSubmit={submit} summary>
      <p className={styles.notice}>
        画面が再読み込みされたため、会員登録のパスワードが消去されました。お手数ですが、もう一度入力してください（パスワードは画面に保存しません）。
      </p>
      <RegistrationPasswordField value={value} onChange={setValue} />
      <SubmitRow label="ご注文内容の確認へ進む">
        <ButtonLink href="/cart/shopping01/" variant="secondary">
          ご注文者情報に戻る
        </ButtonLink>
      </SubmitRow>
    </Form>
  )
}
