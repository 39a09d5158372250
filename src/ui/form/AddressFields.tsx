'use client'

import { useState, type ReactNode } from 'react'

import { findPrefecture, PREFECTURE_NAMES } from '@/shop/address/prefectures'

import styles from './form.module.css'
import { autoIn, type PersonGroupProps, textOf } from './person-names'
import { PostalCodeField } from './PostalCodeField'
import { Select } from './Select'
import { TextField } from './TextField'
import type { AddressCandidate } from './use-address-lookup'

const PREFECTURE_OPTIONS = PREFECTURE_NAMES.map((name) => ({ value: name, label: name }))

/**
 * The address of one person under the form's wire names: postal code with the lookup filling prefecture, city
 * (and its municipality code) and town, a choice of town when several share the code, then street and building.
 * `prefectureCodeName` also keeps the prefecture's JIS code (checkout's PREFECTURES). `children` go last inside
 * the group (the phone number).
 */
export function AddressFields({
  legend,
  names,
  values,
  onChange,
  section,
  prefectureCodeName,
  children,
}: PersonGroupProps & { legend: string; prefectureCodeName?: string; children?: ReactNode }) {
  const [towns, setTowns] = useState<AddressCandidate[]>([])
  const text = (key: 'city' | 'town' | 'streetAddress' | 'building') => ({
    name: names[key],
    value: textOf(values, names[key]),
    onChange: (value: string) => onChange({ [names[key]]: value }),
  })
  const prefecturePatch = (name: string) => {
    const code = prefectureCodeName ? { [prefectureCodeName]: findPrefecture(name)?.code ?? '' } : {}
    return { [names.prefecture]: name, ...code }
  }

  const fill = (found: AddressCandidate[]) => {
    const first = found[0]
    if (!first) return
    setTowns(found.length > 1 ? found : [])
    onChange({
      ...prefecturePatch(first.prefecture),
      [names.city]: first.city,
      [names.municipalityCode]: first.municipalityCode,
      [names.town]: found.length > 1 ? '' : first.town,
    })
  }

  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <PostalCodeField
        name={names.postalCode}
        value={textOf(values, names.postalCode)}
        onChange={(value) => onChange({ [names.postalCode]: value })}
        onFound={fill}
        section={section}
      />
      <Select
        name={names.prefecture}
        label="都道府県"
        options={PREFECTURE_OPTIONS}
        value={textOf(values, names.prefecture)}
        // A prefecture chosen by hand no longer matches the municipality code the lookup filled in.
        onChange={(value) => onChange({ ...prefecturePatch(value), [names.municipalityCode]: '' })}
        required
        mark
        autoComplete={autoIn(section, 'address-level1')}
      />
      <TextField
        {...text('city')}
        // A city typed by hand no longer matches the municipality code the lookup filled in.
        onChange={(value) => onChange({ [names.city]: value, [names.municipalityCode]: '' })}
        label="市区郡"
        required
        mark
        autoComplete={autoIn(section, 'address-level2')}
        description="例: 千代田区"
      />
      {towns.length > 1 ? (
        <Select
          {...text('town')}
          label="町村"
          options={towns.map((c) => ({ value: c.town, label: c.town || '（町村名なし）' }))}
          mark
          description="郵便番号に当てはまる町村から選んでください"
        />
      ) : (
        <TextField
          {...text('town')}
          label="町村"
          mark
          autoComplete={autoIn(section, 'address-level3')}
          description="例: 千代田"
        />
      )}
      <TextField
        {...text('streetAddress')}
        label="番地"
        required
        mark
        autoComplete={autoIn(section, 'address-line1')}
        description="例: 1-1"
      />
      <TextField
        {...text('building')}
        label="建物名・部屋番号"
        mark
        autoComplete={autoIn(section, 'address-line2')}
      />
      {children}
    </fieldset>
  )
}
