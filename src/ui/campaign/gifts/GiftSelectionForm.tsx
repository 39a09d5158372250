'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { Radio } from 'react-aria-components/RadioGroup'

import { api } from '@/lib/api/client'
import { birthdayCheckCall, continuationCheckCall } from '@/lib/api/routes/campaign-gifts'
import { campaignOrderCall } from '@/lib/api/routes/campaign-order'
import type { GiftChoice } from '@/shop/campaigns/gifts/gift-service'
import { formErrorsOf } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import formStyles from '@/ui/form/form.module.css'
import { RadioGroupBase } from '@/ui/form/RadioGroup'

import { GiftCard } from './GiftCard'
import styles from './gifts.module.css'

type Checked = { giftName: string; shippingText: string }

/**
 * The member chooses one gift (a radio card each, with its crown), the server checks it (`campaign/{kind}/check`),
 * the member confirms, and `campaign/order` records it; the page then shows the choice.
 */
export function GiftSelectionForm({
  kind,
  year,
  gifts,
}: {
  kind: 'birthday' | 'continuation'
  year: number
  gifts: readonly GiftChoice[]
}) {
  const router = useRouter()
  const [giftCode, setGiftCode] = useState('')
  const [checked, setChecked] = useState<Checked | null>(null)
  const [busy, setBusy] = useState(false)
  const { errors, show, clear } = useFormErrors()

  const fail = (error: unknown) => {
    setBusy(false)
    const shown = formErrorsOf(
      error,
      ['giftCode'],
      '通信できませんでした。時間をおいてもう一度お試しください。',
    )
    show(shown.fields, shown.message)
  }

  const onCheck = async (e: FormEvent) => {
    e.preventDefault()
    if (!giftCode) return show({ giftCode: 'プレゼントを選択してください' })
    setBusy(true)
    try {
      const answer = await api.call(kind === 'birthday' ? birthdayCheckCall : continuationCheckCall, {
        body: { year, giftCode },
      })
      clear()
      setBusy(false)
      setChecked({ giftName: answer.gift.name, shippingText: answer.shippingText })
    } catch (error) {
      fail(error)
    }
  }

  const onConfirm = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    try {
      await api.call(campaignOrderCall, { body: { kind, year, giftCode } })
      router.refresh()
    } catch (error) {
      setChecked(null)
      fail(error)
    }
  }

  if (checked)
    return (
      <Form id="gift-confirm" label="プレゼントの確認" errors={errors} onSubmit={onConfirm}>
        <section className={styles.confirm} aria-labelledby="gift-confirm-heading">
          <h2 id="gift-confirm-heading">こちらのプレゼントでよろしいですか</h2>
          <p className={styles.confirmName}>{checked.giftName}</p>
          <p>{checked.shippingText}</p>
          <p>決定後は変更できません。</p>
        </section>
        <SubmitRow label="このプレゼントに決定する" busy={busy} busyLabel="送信しています…">
          <button type="button" className="button-secondary" onClick={() => setChecked(null)}>
            選び直す
          </button>
        </SubmitRow>
      </Form>
    )

  return (
    <Form id="gift-selection" label="プレゼントを選ぶ" errors={errors} onSubmit={onCheck} summary>
      <RadioGroupBase
        name="giftCode"
        choices={gifts.map((gift) => ({ value: gift.giftCode }))}
        value={giftCode}
        onChange={setGiftCode}
        isRequired
        aria-label="プレゼント"
        isInvalid={Boolean(errors.fields.giftCode)}
        className={styles.list}
      >
        {gifts.map((gift) => (
          <Radio key={gift.giftCode} value={gift.giftCode} className={styles.option}>
            <span className={`${formStyles.box} ${formStyles.round}`} aria-hidden="true" />
            <GiftCard gift={gift} />
          </Radio>
        ))}
      </RadioGroupBase>
      {errors.fields.giftCode ? (
        <p role="alert" className={formStyles.error}>
          {errors.fields.giftCode}
        </p>
      ) : null}
      <SubmitRow label="確認する" busy={busy} busyLabel="確認しています…" />
    </Form>
  )
}
