'use client'

import { STANDARD_DELIVERY_TEXT } from '@/shop/calendar/delivery-calendar'
import { formatJapaneseDay, isIsoDate } from '@/shop/calendar/japan-date'
import {
  DELIVERY_DATE_OPTION_LABELS,
  DELIVERY_DATE_OPTIONS,
  DELIVERY_TIME_SLOTS,
} from '@/shop/checkout/delivery-dates'
import { RadioGroup } from '@/ui/form/RadioGroup'
import { Select } from '@/ui/form/Select'

import { deliveryDateFields } from './checkout-draft'
import styles from './checkout.module.css'
import { StepForm, useCheckoutStep, type StepProps } from './StepForm'

const dateLabel = (date: string) => (isIsoDate(date) ? formatJapaneseDay(date) : date)

/**
 * Step shopping03: DELIVERY_DATE '1' none, '2' a date from the calendar the page data offers (the whole date
 * and its _YEAR/_MONTH/_DAY parts), '3' with the regular delivery (only when the cart has regular lines), and
 * the time slot.
 */
export function DeliveryStep({ data, initial }: StepProps) {
  const step = useCheckoutStep('shopping03', data, initial)
  const { draft, change } = step
  const values = draft.values
  const specified = values.DELIVERY_DATE === DELIVERY_DATE_OPTIONS.SPECIFIED
  const times =
    data.deliveryTimes.length > 0
      ? data.deliveryTimes
      : DELIVERY_TIME_SLOTS.map((s) => ({ value: s.code, label: s.label }))
  const options = [
    {
      value: DELIVERY_DATE_OPTIONS.NONE,
      label: DELIVERY_DATE_OPTION_LABELS['1'],
      description: `${STANDARD_DELIVERY_TEXT}。`,
    },
    { value: DELIVERY_DATE_OPTIONS.SPECIFIED, label: DELIVERY_DATE_OPTION_LABELS['2'] },
    ...(data.context.hasRegular
      ? [{ value: DELIVERY_DATE_OPTIONS.WITH_REGULAR, label: DELIVERY_DATE_OPTION_LABELS['3'] }]
      : []),
  ]
  const dates = data.deliveryDates
  const span =
    dates.length > 0
      ? `${dateLabel(dates[0]!)}〜${dateLabel(dates[dates.length - 1]!)}の間で選べます`
      : undefined

  const onSubmit = () => {
    // Only a specified date travels: the others clear the date and its parts.
    const next = specified ? draft : { ...draft, values: { ...values, ...deliveryDateFields('') } }
    step.complete(next, '')
  }

  return (
    <StepForm
      stepId="shopping03"
      isMember={data.context.isMember}
      errors={step.errors}
      toConfirm={step.toConfirm}
      onSubmit={onSubmit}
    >
      <RadioGroup
        name="DELIVERY_DATE"
        label="お届け日"
        required
        mark
        options={options}
        value={values.DELIVERY_DATE}
        onChange={(value) => change({ DELIVERY_DATE: value })}
      >
        {specified ? (
          <div className={styles.subform}>
            <Select
              name="DELIVERY_SPECIFIED_DATE"
              label="お届け希望日"
              required
              mark
              description={span}
              options={dates.map((date) => ({ value: date, label: dateLabel(date) }))}
              value={values.DELIVERY_SPECIFIED_DATE}
              onChange={(value) => change(deliveryDateFields(value))}
            />
            <input
              type="hidden"
              name="DELIVERY_SPECIFIED_DATE_YEAR"
              value={values.DELIVERY_SPECIFIED_DATE_YEAR}
            />
            <input
              type="hidden"
              name="DELIVERY_SPECIFIED_DATE_MONTH"
              value={values.DELIVERY_SPECIFIED_DATE_MONTH}
            />
            <input
              type="hidden"
              name="DELIVERY_SPECIFIED_DATE_DAY"
              value={values.DELIVERY_SPECIFIED_DATE_DAY}
            />
          </div>
        ) : null}
      </RadioGroup>

      <Select
        name="DELIVERY_TIME"
        label="お届け時間帯"
        required
        mark
        placeholder={null}
        options={times}
        value={values.DELIVERY_TIME}
        onChange={(value) => change({ DELIVERY_TIME: value })}
      />
    </StepForm>
  )
}
