'use client'

import { CHECKOUT_NAMES, DESTINATION_PREFIX } from '@/shop/customer/person-address'
import { AddressFields } from '@/ui/form/AddressFields'
import { NameFields } from '@/ui/form/NameFields'
import { withPrefix } from '@/ui/form/person-names'
import { PhoneField } from '@/ui/form/PhoneField'

const DESTINATION_NAMES = withPrefix(CHECKOUT_NAMES, DESTINATION_PREFIX)

/** DESTINATION '1': the other address's name, address and phone under the DESTINATION_ names (shipping section). */
export function OtherDestinationFields({
  values,
  change,
}: {
  values: Readonly<Record<string, unknown>>
  change: (patch: Record<string, string>) => void
}) {
  return (
    <>
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
          value={String(values.DESTINATION_PHONE_NUMBER ?? '')}
          onChange={(value) => change({ DESTINATION_PHONE_NUMBER: value })}
          section="shipping"
        />
      </AddressFields>
    </>
  )
}
