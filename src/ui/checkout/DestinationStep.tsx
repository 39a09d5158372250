'use client'

import { DESTINATION_LABELS, DESTINATIONS } from '@/shop/checkout/checkout-form'
import { RadioGroup } from '@/ui/form/RadioGroup'

import { ordererAddressLines } from './checkout-draft'
import styles from './checkout.module.css'
import { OtherDestinationFields } from './OtherDestinationFields'
import { StepForm, useCheckoutStep, type StepProps } from './StepForm'

/** Step shopping02: DESTINATION '0' to the orderer, '1' to another address (the DESTINATION_ fields). */
export function DestinationStep({ data, initial }: StepProps) {
  const step = useCheckoutStep('shopping02', data, initial)
  const { draft, change } = step
  const values = draft.values
  const orderer = ordererAddressLines(values)

  return (
    <StepForm
      stepId="shopping02"
      isMember={data.context.isMember}
      errors={step.errors}
      toConfirm={step.toConfirm}
      onSubmit={() => step.complete(draft, '')}
    >
      <RadioGroup
        name="DESTINATION"
        label="お届け先"
        required
        mark
        options={[
          { value: DESTINATIONS.SAME_AS_ORDERER, label: DESTINATION_LABELS['0'] },
          { value: DESTINATIONS.OTHER, label: DESTINATION_LABELS['1'] },
        ]}
        value={values.DESTINATION}
        onChange={(value) => change({ DESTINATION: value })}
      >
        {values.DESTINATION === DESTINATIONS.SAME_AS_ORDERER && orderer.length > 0 ? (
          <div className={styles.addressCard}>
            <p className={styles.addressCardTitle}>ご注文者様の住所</p>
            {orderer.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </RadioGroup>

      {values.DESTINATION === DESTINATIONS.OTHER ? (
        <div className={styles.subform}>
          <OtherDestinationFields values={values} change={change} />
        </div>
      ) : null}
    </StepForm>
  )
}
