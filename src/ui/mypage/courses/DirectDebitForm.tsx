'use client'

import { type FormEvent, useState } from 'react'

import { api } from '@/lib/api/client'
import { directDebitRegisterCall } from '@/lib/api/routes/course-changes'
import { DIRECT_DEBIT_ACCOUNT_TYPES, directDebitBodySchema } from '@/shop/courses/course-change-fields'
import { formErrorsOf, zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { RadioGroup } from '@/ui/form/RadioGroup'
import { TextField } from '@/ui/form/TextField'

const FIELDS = ['bankCode', 'branchCode', 'accountType', 'accountNumber', 'holderKana'] as const

/**
 * 口座振替の登録: the account goes to the payment provider through the shop's server once and is not kept; the
 * shop keeps the provider's reference, the bank's name and the last four digits.
 */
export function DirectDebitForm({
  onRegistered,
}: {
  onRegistered: (registration: { bankName: string; accountLast4: string }) => void
}) {
  const [values, setValues] = useState({
    bankCode: '',
    branchCode: '',
    accountType: '1',
    accountNumber: '',
    holderKana: '',
  })
  const { errors, show, clear } = useFormErrors()
  const [busy, setBusy] = useState(false)
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }))

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const parsed = directDebitBodySchema.safeParse(values)
    if (!parsed.success) return show(zodFieldErrors(parsed.error))
    clear()
    setBusy(true)
    try {
      const registration = await api.call(directDebitRegisterCall, { body: parsed.data })
      setValues((v) => ({ ...v, accountNumber: '' }))
      onRegistered(registration)
    } catch (caught) {
      const next = formErrorsOf(
        caught,
        FIELDS,
        '登録できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
      )
      show(next.fields, next.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Form id="direct-debit" label="口座振替の口座登録" errors={errors} onSubmit={onSubmit} width="narrow">
      <h2>口座振替の口座を登録する</h2>
      <p>
        ご入力の口座情報は決済代行会社に送信され、金融機関で確認されます。当店では口座番号を保存しません（金融機関名と口座番号の下4桁のみ表示に使います）。
      </p>
      <TextField
        name="bankCode"
        label="金融機関コード"
        description="4桁の数字"
        inputMode="numeric"
        maxLength={4}
        required
        value={values.bankCode}
        onChange={set('bankCode')}
      />
      <TextField
        name="branchCode"
        label="支店コード"
        description="3桁の数字"
        inputMode="numeric"
        maxLength={3}
        required
        value={values.branchCode}
        onChange={set('branchCode')}
      />
      <RadioGroup
        name="accountType"
        label="預金種目"
        inline
        required
        options={Object.entries(DIRECT_DEBIT_ACCOUNT_TYPES).map(([value, label]) => ({ value, label }))}
        value={values.accountType}
        onChange={set('accountType')}
      />
      <TextField
        name="accountNumber"
        label="口座番号"
        description="7桁の数字"
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        required
        value={values.accountNumber}
        onChange={set('accountNumber')}
      />
      <TextField
        name="holderKana"
        label="口座名義（カナ）"
        description="全角カタカナ 例: モリノ ハナコ"
        maxLength={30}
        required
        value={values.holderKana}
        onChange={set('holderKana')}
      />
      <SubmitRow label="口座を登録する" busy={busy} busyLabel="登録しています…" />
    </Form>
  )
}
