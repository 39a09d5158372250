'use client'

import { kanaField, toKatakana } from '@/shop/customer/person-fields'

import { ruleOf } from './field-rule'
import styles from './form.module.css'
import { autoIn, type PersonGroupProps, textOf } from './person-names'
import { TextField } from './TextField'

const KANA_HINT = '全角カタカナ（ひらがなで入力してもカタカナになります）'
const lastKana = ruleOf(kanaField('フリガナ（セイ）'))
const firstKana = ruleOf(kanaField('フリガナ（メイ）'))

/**
 * The name and its kana reading (姓・名, セイ・メイ) of one person under the form's wire names. The kana is
 * tidied to full-width katakana when the shopper leaves the field, and checked by the server's own rule.
 */
export function NameFields({
  legend,
  names,
  values,
  onChange,
  section,
}: PersonGroupProps & { legend: string }) {
  const bind = (key: 'lastName' | 'firstName' | 'lastNameKana' | 'firstNameKana') => ({
    name: names[key],
    value: textOf(values, names[key]),
    onChange: (value: string) => onChange({ [names[key]]: value }),
    required: true,
    mark: true,
  })
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.pair}>
        <TextField
          {...bind('lastName')}
          label="お名前（姓）"
          autoComplete={autoIn(section, 'family-name')}
          description="例: 森野"
        />
        <TextField
          {...bind('firstName')}
          label="お名前（名）"
          autoComplete={autoIn(section, 'given-name')}
          description="例: 花子"
        />
        <TextField
          {...bind('lastNameKana')}
          label="フリガナ（セイ）"
          description={`${KANA_HINT} 例: モリノ`}
          rule={lastKana}
          normalize={toKatakana}
        />
        <TextField
          {...bind('firstNameKana')}
          label="フリガナ（メイ）"
          description={`${KANA_HINT} 例: ハナコ`}
          rule={firstKana}
          normalize={toKatakana}
        />
      </div>
    </fieldset>
  )
}
