'use client'

import { GENDERS } from '@/shop/customer/person-fields'

import { RadioGroup } from './RadioGroup'

const OPTIONS = GENDERS.map((g) => ({ value: g.value, label: g.label }))

/** 性別 as radios side by side (the three choices of spec §3). */
export function GenderField({
  name,
  value,
  onChange,
  required,
  description,
}: {
  name: string
  value: string
  onChange: (value: string) => void
  required: boolean
  description?: string
}) {
  return (
    <RadioGroup
      name={name}
      label="性別"
      options={OPTIONS}
      value={value}
      onChange={onChange}
      required={required}
      mark
      description={description}
      inline
    />
  )
}
