'use client'

import {
  GIFT_PACKAGING_LABELS,
  GIFT_WRAPPING_KINDS,
  WANT_GIFT_WRAPPING,
  WANT_GIFT_WRAPPING_LABELS,
} from '@/shop/checkout/fees'
import { RadioGroup } from '@/ui/form/RadioGroup'

import styles from './checkout.module.css'
import { StepForm, useCheckoutStep, type StepProps } from './StepForm'

/** Step shopping04: WANT_GIFT_WRAPPING, and when wanted GIFT_WRAPPING_KIND and GIFT_PACKAGING. */
export function GiftStep({ data, initial }: StepProps) {
  const step = useCheckoutStep('shopping04', data, initial)
  const { draft, change } = step
  const values = draft.values
  const wanted = values.WANT_GIFT_WRAPPING === WANT_GIFT_WRAPPING.NECESSARY
  const kinds =
    data.giftWrappingKinds.length > 0
      ? data.giftWrappingKinds
      : Object.entries(GIFT_WRAPPING_KINDS).map(([value, k]) => ({ value, label: k.label }))
  const packagings =
    data.giftPackagings.length > 0
      ? data.giftPackagings
      : Object.entries(GIFT_PACKAGING_LABELS).map(([value, label]) => ({ value, label }))

  return (
    <StepForm
      stepId="shopping04"
      isMember={data.context.isMember}
      errors={step.errors}
      toConfirm={step.toConfirm}
      onSubmit={() => step.complete(draft, '')}
    >
      <RadioGroup
        name="WANT_GIFT_WRAPPING"
        label="ギフト包装"
        required
        mark
        options={[
          { value: WANT_GIFT_WRAPPING.UNNECESSARY, label: WANT_GIFT_WRAPPING_LABELS['0'] },
          { value: WANT_GIFT_WRAPPING.NECESSARY, label: WANT_GIFT_WRAPPING_LABELS['1'] },
        ]}
        value={values.WANT_GIFT_WRAPPING}
        onChange={(value) => change({ WANT_GIFT_WRAPPING: value })}
        description="ギフト包装は今回のお届け分のみが対象です（定期お届けの2回目以降は包装しません）。"
      />
      {wanted ? (
        <div className={styles.subform}>
          <RadioGroup
            name="GIFT_WRAPPING_KIND"
            label="ラッピングの種類"
            required
            mark
            options={kinds}
            value={values.GIFT_WRAPPING_KIND}
            onChange={(value) => change({ GIFT_WRAPPING_KIND: value })}
          />
          <RadioGroup
            name="GIFT_PACKAGING"
            label="包装方法"
            required
            mark
            options={packagings}
            value={values.GIFT_PACKAGING}
            onChange={(value) => change({ GIFT_PACKAGING: value })}
          />
        </div>
      ) : null}
    </StepForm>
  )
}
