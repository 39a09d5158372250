'use client'

import { DESTINATION_LABELS, DESTINATIONS } from '@/shop/checkout/checkout-form'
import { CHECKOUT_NAMES, DESTINATION_PREFIX } from '@/shop/customer/person-address'
import { AddressFields } from '@/ui/form/AddressFields'
import { NameFields } from '@/ui/form/NameFields'
import { withPrefix } from '@/ui/form/person-names'
import { PhoneField } from '@/ui/form/PhoneField'
import { RadioGroup } from '@/ui/form/RadioGroup'

import { ordererAddressLines } from './checkout-draft'
import styles from './checkout.module.css'
import { StepForm, useCheckoutStep, type StepProps } from './StepForm'

const DESTINATION_NAMES = withPrefix(CHECKOUT_NAMES, DESTINATION_PREFIX)

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
          <NameFields
            legend="お届け先のお名前"
            names={DESTINATION_NAMES}
            values={values}
            onChange={change}
            section="shipping"
          />
          <AddressFields
            legend="お届け先のご住所"
            names={DESTINATION_NAMES}
            values={values}
            onChange={change}
            section="shipping"
            prefectureCodeName="DESTINATION_PREFECTURES"
          >
            <PhoneField
              name={DESTINATION_NAMES.phone}
              value={values.DESTINATION_PHONE_NUMBER}
              onChange={(value) => change({ DESTINATION_PHONE_NUMBER: value })}
              section="shipping"
            />
          </AddressFields>
        </div>
      ) : null}
    </StepForm>
  )
}
