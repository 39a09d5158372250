'use client'

import {
  DELIVERY_DATE_OPTION_LABELS,
  DELIVERY_DATE_OPTIONS,
  DELIVERY_TIME_SLOTS,
  formatJapaneseDate,
  isIsoDate,
  STANDARD_DELIVERY_DAYS,
} from '@/shop/checkout/delivery-dates'
import { EntryField } from '@/ui/entry/EntryField'

import { deliveryDateFields } from './checkout-draft'
import styles from './checkout.module.css'
import { errorFor, fieldId, RadioGroupField } from './fields'
import { StepForm, useCheckoutStep, type StepProps } from './StepForm'

const dateLabel = (date: string) => (isIsoDate(date) ? formatJapaneseDate(date) : date)

/**
 * Step shopping03: DELIVERY_DATE '1' none, '2' a date from the calendar the page data offers (the whole date
 * and its _YEAR/_MONTH/_DAY parts), '3' with the regular delivery (only when the cart has regular lines), and
 * the time slot.
 */
export function DeliveryStep({ data, initial }: StepProps) {
  const step = useCheckoutStep('shopping03', data, initial)
  const { draft, change, errors } = step
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
      description: `ご注文から${STANDARD_DELIVERY_DAYS.min}〜${STANDARD_DELIVERY_DAYS.max}日でお届けします。`,
    },
    { value: DELIVERY_DATE_OPTIONS.SPECIFIED, label: DELIVERY_DATE_OPTION_LABELS['2'] },
    ...(data.context.hasRegular
      ? [{ value: DELIVERY_DATE_OPTIONS.WITH_REGULAR, label: DELIVERY_DATE_OPTION_LABELS['3'] }]
      : []),
  ]
  const dateError = errorFor(errors, 'DELIVERY_SPECIFIED_DATE')

  const onSubmit = () => {
    // Only a specified date travels: the others clear the date and its parts.
    const next = specified ? draft : { ...draft, values: { ...values, ...deliveryDateFields('') } }
    step.complete(next, '')
  }

  return (
    <StepForm
      stepId="shopping03"
      isMember={data.context.isMember}
      errors={errors}
      message={step.message}
      alertRef={step.alertRef}
      onSubmit={onSubmit}
    >
      <RadioGroupField
        name="DELIVERY_DATE"
        legend="お届け日"
        options={options}
        value={values.DELIVERY_DATE}
        onChange={(value) => change({ DELIVERY_DATE: value })}
        error={errors.DELIVERY_DATE}
      >
        {specified ? (
          <div className={styles.subform}>
            <EntryField
              id={fieldId('DELIVERY_SPECIFIED_DATE')}
              label="お届け希望日"
              required
              hint={
                data.deliveryDates.length > 0
                  ? `${dateLabel(data.deliveryDates[0]!)}〜${dateLabel(data.deliveryDates[data.deliveryDates.length - 1]!)}の間で選べます`
                  : undefined
              }
              error={dateError}
            >
              {(a11y) => (
                <select
                  {...a11y}
                  name="DELIVERY_SPECIFIED_DATE"
                  value={values.DELIVERY_SPECIFIED_DATE}
                  onChange={(e) => change(deliveryDateFields(e.target.value))}
                >
                  <option value="">選択してください</option>
                  {data.deliveryDates.map((date) => (
                    <option key={date} value={date}>
                      {dateLabel(date)}
                    </option>
                  ))}
                </select>
              )}
            </EntryField>
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
      </RadioGroupField>

      <EntryField id={fieldId('DELIVERY_TIME')} label="お届け時間帯" required error={errors.DELIVERY_TIME}>
        {(a11y) => (
          <select
            {...a11y}
            name="DELIVERY_TIME"
            value={values.DELIVERY_TIME}
            onChange={(e) => change({ DELIVERY_TIME: e.target.value })}
          >
            {times.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        )}
      </EntryField>
    </StepForm>
  )
}
