'use client'

import { postalCodeField } from '@/shop/customer/person-fields'

import { ruleOf } from './field-rule'
import styles from './form.module.css'
import { TextField } from './TextField'
import { type AddressCandidate, useAddressFill } from './use-address-lookup'

const postalRule = ruleOf(postalCodeField())

/**
 * 郵便番号 with 「住所を自動入力」: looks the code up in the shop's Japan Post data and hands the addresses
 * found to `onFound` (several when towns share the code). What happened is announced in a status line.
 */
export function PostalCodeField({
  name,
  value,
  onChange,
  onFound,
  section,
}: {
  name: string
  value: string
  onChange: (value: string) => void
  onFound: (found: AddressCandidate[]) => void
  section?: 'shipping'
}) {
  const address = useAddressFill()
  const lookup = async () => {
    const found = await address.lookup(value)
    if (found.length) onFound(found)
  }
  return (
    <>
      <div className={styles.lookupRow}>
        <TextField
          name={name}
          label="郵便番号"
          value={value}
          onChange={onChange}
          required
          mark
          inputMode="numeric"
          autoComplete={section ? `${section} postal-code` : 'postal-code'}
          description="7桁 例: 100-0001"
          rule={postalRule}
        />
        <button
          type="button"
          className="button-secondary"
          onClick={lookup}
          disabled={address.busy}
          aria-busy={address.busy}
        >
          住所を自動入力
        </button>
      </div>
      <p className={styles.status} role="status">
        {address.message}
      </p>
    </>
  )
}
