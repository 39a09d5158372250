'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { PREFECTURE_NAMES } from '@/shop/address/prefectures'
import { birthYears, todayInJapan } from '@/shop/customer/birth-date'
import { eraLabelOfYear } from '@/shop/customer/japanese-era'
import { GENDERS } from '@/shop/customer/person-fields'
import type { ProfileFormValues } from '@/shop/customer/profile-view'
import { profileSchema } from '@/shop/customer/registration-schema'
import styles from '@/ui/customer/customer-form.module.css'
import { clearFlash, peekFlash } from '@/ui/customer/flow-store'
import { FormAlert, FormField, RequiredMark } from '@/ui/customer/FormField'
import { useAddressFill, type AddressCandidate } from '@/ui/form/use-address-lookup'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'
import { fieldErrors } from '@/ui/inquiry/zod-field-errors'

import { CHANGE_PATHS, loadProfileDraft, saveProfileDraft } from './profile-draft'

const idOf = (field: string) => `customer-${field}`
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1)
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1)

type TextName = Exclude<
  keyof ProfileFormValues,
  'gender' | 'wantMailMagazine' | 'prefecture' | 'municipalityCode'
>

const text = (
  name: TextName,
  label: string,
  required: boolean,
  extra: { hint?: string; autoComplete?: string; type?: string; inputMode?: 'numeric' | 'tel' } = {},
) => ({ name, label, required, ...extra })

const NAME_FIELDS = [
  text('lastName', 'お名前（姓）', true, { autoComplete: 'family-name' }),
  text('firstName', 'お名前（名）', true, { autoComplete: 'given-name' }),
  text('lastNameKana', 'フリガナ（セイ）', true, { hint: '全角カタカナ 例: モリノ' }),
  text('firstNameKana', 'フリガナ（メイ）', true, { hint: '全角カタカナ 例: ハナコ' }),
]

const ADDRESS_FIELDS = [
  text('city', '市区郡', true, { autoComplete: 'address-level2', hint: '例: 千代田区' }),
  text('town', '町村', false, { autoComplete: 'address-level3', hint: '例: 千代田' }),
  text('streetAddress', '番地', true, { autoComplete: 'address-line1', hint: '例: 1-1' }),
  text('buildingName', '建物名・部屋番号', false, { autoComplete: 'address-line2' }),
]

/** The profile change form (spec §2 /mypage/customer/change/), starting from what is registered. */
export function ProfileChangeForm({ registered }: { registered: ProfileFormValues }) {
  // A draft means the member came back from the confirm page: keep what they typed.
  const isClient = useIsClient()
  return (
    <Fields
      key={isClient ? 'client' : 'server'}
      hydrated={isClient}
      initial={(isClient ? loadProfileDraft() : null) ?? registered}
      flash={isClient ? peekFlash() : ''}
    />
  )
}

function Fields({
  initial,
  flash,
  hydrated,
}: {
  initial: ProfileFormValues
  flash: string
  hydrated: boolean
}) {
  const router = useRouter()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const alertRef = useRef<HTMLDivElement>(null)
  const address = useAddressFill()
  const [message, setMessage] = useState(flash)
  useEffect(() => clearFlash(), [])
  const years = birthYears(todayInJapan())

  // A city typed by hand no longer matches the municipality code the lookup filled in.
  const set = <K extends keyof ProfileFormValues>(name: K, value: ProfileFormValues[K]) =>
    setValues((v) => ({ ...v, [name]: value, ...(name === 'city' ? { municipalityCode: '' } : {}) }))

  const fill = (c: AddressCandidate) =>
    setValues((v) => ({
      ...v,
      prefecture: c.prefecture,
      city: c.city,
      town: c.town,
      municipalityCode: c.municipalityCode,
    }))

  const lookup = async () => {
    const found = await address.lookup(values.zipNumber)
    if (found[0]) fill(found[0])
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setMessage('')
    const parsed = profileSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      requestAnimationFrame(() => alertRef.current?.focus())
      return
    }
    setErrors({})
    saveProfileDraft(values)
    router.push(CHANGE_PATHS.confirm)
  }

  const input = (f: ReturnType<typeof text>) => (
    <FormField
      key={f.name}
      id={idOf(f.name)}
      label={f.label}
      required={f.required}
      hint={f.hint}
      error={errors[f.name]}
    >
      {(control) => (
        <input
          {...control}
          name={f.name}
          type={f.type ?? 'text'}
          inputMode={f.inputMode}
          autoComplete={f.autoComplete}
          value={values[f.name]}
          onChange={(e) => set(f.name, e.target.value)}
          aria-required={f.required}
        />
      )}
    </FormField>
  )

  const birthError = errors.birthYear ?? errors.birthMonth ?? errors.birthDay
  const birthSelect = (
    name: 'birthYear' | 'birthMonth' | 'birthDay',
    label: string,
    options: { value: number; label: string }[],
  ) => (
    <label className={styles.choice}>
      <span className="visually-hidden">{label}</span>
      <select
        id={idOf(name)}
        name={name}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={birthError ? idOf('birth-error') : undefined}
        aria-required="true"
      >
        <option value="">選択</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-label="登録情報の変更">
      <UntilHydrated hydrated={hydrated}>
        <FormAlert alertRef={alertRef} errors={errors} idOf={idOf} message={message} />
        <p>
          変更する項目を入力し、「確認画面へ進む」を押してください。メールアドレスとパスワードは別の画面で変更します。
        </p>

        {NAME_FIELDS.map(input)}

        <fieldset
          className={`${styles.fieldset} ${styles.field}`}
          aria-describedby={errors.gender ? idOf('gender-error') : undefined}
        >
          <legend className={styles.legend}>
            性別
            <RequiredMark required />
          </legend>
          <div className={styles.inline}>
            {GENDERS.map((g, i) => (
              <label key={g.value} className={styles.choice}>
                <input
                  id={i === 0 ? idOf('gender') : undefined}
                  type="radio"
                  name="gender"
                  value={g.value}
                  checked={values.gender === g.value}
                  onChange={() => set('gender', g.value)}
                />
                {g.label}
              </label>
            ))}
          </div>
          {errors.gender ? (
            <p id={idOf('gender-error')} className={styles.error}>
              {errors.gender}
            </p>
          ) : null}
        </fieldset>

        <fieldset className={`${styles.fieldset} ${styles.field}`}>
          <legend className={styles.legend}>
            生年月日
            <RequiredMark required />
          </legend>
          <div className={styles.inline}>
            {birthSelect(
              'birthYear',
              '生年月日（年）',
              years.map((y) => ({ value: y, label: `${y}年（${eraLabelOfYear(y)}）` })),
            )}
            {birthSelect(
              'birthMonth',
              '生年月日（月）',
              MONTHS.map((m) => ({ value: m, label: `${m}月` })),
            )}
            {birthSelect(
              'birthDay',
              '生年月日（日）',
              DAYS.map((d) => ({ value: d, label: `${d}日` })),
            )}
          </div>
          {birthError ? (
            <p id={idOf('birth-error')} className={styles.error}>
              {birthError}
            </p>
          ) : null}
        </fieldset>

        <FormField
          id={idOf('zipNumber')}
          label="郵便番号"
          required
          hint="7桁の数字 例: 100-0001"
          error={errors.zipNumber}
        >
          {(control) => (
            <div className={styles.inline}>
              <input
                {...control}
                name="zipNumber"
                inputMode="numeric"
                autoComplete="postal-code"
                value={values.zipNumber}
                onChange={(e) => set('zipNumber', e.target.value)}
                aria-required="true"
              />
              <button type="button" className="button-secondary" onClick={lookup} disabled={address.busy}>
                住所を自動入力
              </button>
            </div>
          )}
        </FormField>
        <p role="status" className={styles.hint}>
          {address.message}
        </p>
        {address.candidates.length > 1 ? (
          <ul className={styles.candidates} aria-label="住所の候補">
            {address.candidates.map((c) => (
              <li key={`${c.municipalityCode}-${c.town}`}>
                <button type="button" className="button-secondary" onClick={() => fill(c)}>
                  {c.prefecture}
                  {c.city}
                  {c.town}
                </button>
              </li>
            ))}
          </ul>
        ) : null}

        <FormField id={idOf('prefecture')} label="都道府県" required error={errors.prefecture}>
          {(control) => (
            <select
              {...control}
              name="prefecture"
              autoComplete="address-level1"
              value={values.prefecture}
              onChange={(e) => setValues((v) => ({ ...v, prefecture: e.target.value, municipalityCode: '' }))}
              aria-required="true"
            >
              <option value="">選択してください</option>
              {PREFECTURE_NAMES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          )}
        </FormField>

        {ADDRESS_FIELDS.map(input)}
        {input(
          text('phoneNumber', '電話番号', true, {
            type: 'tel',
            autoComplete: 'tel',
            hint: 'ハイフンなしでも入力できます 例: 0312345678',
          }),
        )}

        <div className={styles.choice}>
          <input
            id={idOf('wantMailMagazine')}
            type="checkbox"
            checked={values.wantMailMagazine}
            onChange={(e) => set('wantMailMagazine', e.target.checked)}
          />
          <label htmlFor={idOf('wantMailMagazine')}>メールマガジンを受け取る</label>
        </div>

        <p className={styles.actions}>
          <button type="submit" className="button-primary">
            確認画面へ進む
          </button>
        </p>
      </UntilHydrated>
    </form>
  )
}
