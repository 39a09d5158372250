'use client'

import { DESTINATION_LABELS, DESTINATIONS } from '@/shop/checkout/checkout-form'

import { AddressBlock, NameFields } from './AddressFields'
import type { DraftValues } from './checkout-draft'
import styles from './checkout.module.css'
import { RadioGroupField } from './fields'
import { StepForm, useCheckoutStep, type StepProps } from './StepForm'

/** The orderer's name and address as one block of text (the 「ご注文者様と同じ」 choice shows it). */
export function ordererAddressLines(v: DraftValues): string[] {
  const name = [v.LAST_NAME, v.FIRST_NAME].filter(Boolean).join(' ')
  const address = [v.PREFECTURE, v.CITY, v.TOWN, v.STREET_ADDRESS, v.BUILDING_NAME].filter(Boolean).join(' ')
  return [
    name ? `${name} 様` : '',
    v.ZIP_NUMBER ? `〒${v.ZIP_NUMBER}` : '',
    address,
    v.PHONE_NUMBER ? `電話番号：${v.PHONE_NUMBER}` : '',
  ].filter(Boolean)
}

/** Step shopping02: DESTINATION '0' to the orderer, '1' to another address (the DESTINATION_ fields). */
export function DestinationStep({ data, initial }: StepProps) {
  const step = useCheckoutStep('shopping02', data, initial)
  const { draft, change, errors } = step
  const values = draft.values
  const orderer = ordererAddressLines(values)

  return (
    <StepForm
      stepId="shopping02"
      isMember={data.context.isMember}
      errors={errors}
      message={step.message}
      alertRef={step.alertRef}
      onSubmit={() => step.complete(draft, '')}
    >
      <RadioGroupField
        name="DESTINATION"
        legend="お届け先"
        options={[
          { value: DESTINATIONS.SAME_AS_ORDERER, label: DESTINATION_LABELS['0'] },
          { value: DESTINATIONS.OTHER, label: DESTINATION_LABELS['1'] },
        ]}
        value={values.DESTINATION}
        onChange={(value) => change({ DESTINATION: value })}
        error={errors.DESTINATION}
      >
        {values.DESTINATION === DESTINATIONS.SAME_AS_ORDERER && orderer.length > 0 ? (
          <div className={styles.addressCard}>
            <p className={styles.addressCardTitle}>ご注文者様の住所</p>
            {orderer.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </RadioGroupField>

      {values.DESTINATION === DESTINATIONS.OTHER ? (
        <div className={styles.subform}>
          <NameFields
            legend="お届け先のお名前"
            prefix="DESTINATION_"
            values={values}
            errors={errors}
            onChange={change}
          />
          <AddressBlock
            legend="お届け先のご住所"
            prefix="DESTINATION_"
            values={values}
            errors={errors}
            onChange={change}
          />
        </div>
      ) : null}
    </StepForm>
  )
}
