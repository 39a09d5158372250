'use client'

import { findPrefecture, PREFECTURES } from '@/shop/address/prefectures'
import entry from '@/ui/entry/entry.module.css'
import { EntryField } from '@/ui/entry/EntryField'
import { useAddressFill } from '@/ui/form/use-address-lookup'

import type { DraftKey, DraftValues } from './checkout-draft'
import { errorFor, fieldId, TextField } from './fields'

export type AddressPrefix = '' | 'DESTINATION_'

interface Props {
  prefix: AddressPrefix
  values: DraftValues
  errors: Record<string, string>
  onChange: (patch: Partial<DraftValues>) => void
}

const keyOf = (prefix: AddressPrefix, field: string) => `${prefix}${field}` as DraftKey

/** autocomplete tokens: the destination's are in the shipping section. */
const auto = (prefix: AddressPrefix, token: string) => (prefix ? `shipping ${token}` : token)

function fieldBinder({ prefix, values, errors, onChange }: Props) {
  return (field: string) => {
    const key = keyOf(prefix, field)
    return {
      name: key,
      value: String(values[key] ?? ''),
      error: errorFor(errors, key),
      onChange: (value: string) => onChange({ [key]: value } as Partial<DraftValues>),
    }
  }
}

/** お名前 and フリガナ of the orderer or the destination (the spec's names, DESTINATION_ prefixed). */
export function NameFields(props: Props & { legend: string }) {
  const field = fieldBinder(props)
  const { prefix } = props
  return (
    <fieldset className={entry.group}>
      <legend>{props.legend}</legend>
      <div className={entry.pair}>
        <TextField
          {...field('LAST_NAME')}
          label="お名前（姓）"
          required
          autoComplete={auto(prefix, 'family-name')}
          hint="例: 森野"
        />
        <TextField
          {...field('FIRST_NAME')}
          label="お名前（名）"
          required
          autoComplete={auto(prefix, 'given-name')}
          hint="例: 花子"
        />
        <TextField
          {...field('LAST_NAME_KANA')}
          label="フリガナ（セイ）"
          required
          hint="全角カタカナ 例: モリノ"
        />
        <TextField
          {...field('FIRST_NAME_KANA')}
          label="フリガナ（メイ）"
          required
          hint="全角カタカナ 例: ハナコ"
        />
      </div>
    </fieldset>
  )
}

/** The address with 「住所を自動入力」 from the postal code, and the phone number. */
export function AddressBlock(props: Props & { legend: string }) {
  const { prefix, values, errors, onChange } = props
  const field = fieldBinder(props)
  const address = useAddressFill()
  const zip = keyOf(prefix, 'ZIP_NUMBER')
  const prefectures = keyOf(prefix, 'PREFECTURES')
  const town = keyOf(prefix, 'TOWN')

  const fill = async () => {
    const found = await address.lookup(String(values[zip] ?? ''))
    const first = found[0]
    if (!first) return
    const prefecture = findPrefecture(first.prefecture)
    onChange({
      [prefectures]: prefecture?.code ?? '',
      [keyOf(prefix, 'PREFECTURE')]: prefecture?.name ?? first.prefecture,
      [keyOf(prefix, 'CITY')]: first.city,
      [keyOf(prefix, 'MUNICIPALITY_CODE')]: first.municipalityCode,
      [town]: found.length > 1 ? '' : first.town,
    } as Partial<DraftValues>)
  }

  const city = field('CITY')
  return (
    <fieldset className={entry.group}>
      <legend>{props.legend}</legend>
      <div className={entry.zipRow}>
        <TextField
          {...field('ZIP_NUMBER')}
          label="郵便番号"
          required
          inputMode="numeric"
          autoComplete={auto(prefix, 'postal-code')}
          hint="7桁 例: 100-0001"
        />
        <button
          type="button"
          className="button-secondary"
          onClick={fill}
          disabled={address.busy}
          aria-busy={address.busy}
        >
          住所を自動入力
        </button>
      </div>
      <p className={entry.hint} role="status">
        {address.message}
      </p>
      <EntryField id={fieldId(prefectures)} label="都道府県" required error={errorFor(errors, prefectures)}>
        {(a11y) => (
          <select
            {...a11y}
            name={prefectures}
            autoComplete={auto(prefix, 'address-level1')}
            value={String(values[prefectures] ?? '')}
            onChange={(e) =>
              onChange({
                [prefectures]: e.target.value,
                [keyOf(prefix, 'PREFECTURE')]: findPrefecture(e.target.value)?.name ?? '',
              } as Partial<DraftValues>)
            }
          >
            <option value="">選択してください</option>
            {PREFECTURES.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </EntryField>
      <TextField
        {...city}
        // A city typed by hand no longer matches the municipality code the lookup filled in.
        onChange={(value) =>
          onChange({
            [keyOf(prefix, 'CITY')]: value,
            [keyOf(prefix, 'MUNICIPALITY_CODE')]: '',
          } as Partial<DraftValues>)
        }
        label="市区郡"
        required
        autoComplete={auto(prefix, 'address-level2')}
        hint="例: 千代田区"
      />
      {address.candidates.length > 1 ? (
        <EntryField
          id={fieldId(town)}
          label="町村"
          error={errorFor(errors, town)}
          hint="郵便番号に当てはまる町村から選んでください"
        >
          {(a11y) => (
            <select
              {...a11y}
              name={town}
              value={String(values[town] ?? '')}
              onChange={(e) => onChange({ [town]: e.target.value } as Partial<DraftValues>)}
            >
              <option value="">選択してください</option>
              {address.candidates.map((c) => (
                <option key={`${c.city}-${c.town}`} value={c.town}>
                  {c.town || '（町村名なし）'}
                </option>
              ))}
            </select>
          )}
        </EntryField>
      ) : (
        <TextField
          {...field('TOWN')}
          label="町村"
          autoComplete={auto(prefix, 'address-level3')}
          hint="例: 千代田"
        />
      )}
      <TextField
        {...field('STREET_ADDRESS')}
        label="番地"
        required
        autoComplete={auto(prefix, 'address-line1')}
        hint="例: 1-1"
      />
      <TextField
        {...field('BUILDING_NAME')}
        label="建物名・部屋番号"
        autoComplete={auto(prefix, 'address-line2')}
      />
      <TextField
        {...field('PHONE_NUMBER')}
        label="電話番号"
        required
        type="tel"
        inputMode="tel"
        autoComplete={auto(prefix, 'tel')}
        hint="ハイフンなしでも入力できます 例: 09012345678"
      />
    </fieldset>
  )
}
