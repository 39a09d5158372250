'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { authEntryPageCall } from '@/lib/api/calls/entry'
import { api } from '@/lib/api/client'
import { PREFECTURE_NAMES } from '@/shop/address/prefectures'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/shop/auth/password-rules'
import { birthYears, todayInJapan } from '@/shop/customer/birth-date'
import { eraLabelOfYear, eraOfDate } from '@/shop/customer/japanese-era'
import { GENDERS } from '@/shop/customer/person-fields'
import { UntilHydrated } from '@/ui/forms/UntilHydrated'
import { useIsClient } from '@/ui/hooks/use-is-client'

import { entryInputErrors } from './entry-input-check'
import { EMPTY_VALUES, type EntryValues, entryPasswords, loadEntryDraft, saveEntryDraft } from './entry-draft'
import { EntryField, ErrorSummary, RequiredMark } from './EntryField'
import { ENTRY_VARIANTS, type EntryVariantKey } from './entry-variants'
import styles from './entry.module.css'
import { useAddressFill } from '@/ui/form/use-address-lookup'

const id = (field: string) => `entry-${field}`
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1)
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1)

type TextField = {
  name: keyof EntryValues
  label: string
  required?: boolean
  autoComplete?: string
  hint?: string
  type?: string
  inputMode?: 'numeric' | 'tel' | 'email'
}

const NAME_FIELDS: TextField[] = [
  { name: 'lastName', label: 'お名前（姓）', required: true, autoComplete: 'family-name', hint: '例: 森野' },
  { name: 'firstName', label: 'お名前（名）', required: true, autoComplete: 'given-name', hint: '例: 花子' },
  { name: 'lastNameKana', label: 'フリガナ（セイ）', required: true, hint: '全角カタカナ 例: モリノ' },
  { name: 'firstNameKana', label: 'フリガナ（メイ）', required: true, hint: '全角カタカナ 例: ハナコ' },
]

/** The input step of every registration door (spec §3 fields), validated by the shared schema. */
export function EntryForm({ variant }: { variant: EntryVariantKey }) {
  // Remount with the stored draft once in the browser, so the server HTML and hydration agree.
  const isClient = useIsClient()
  return (
    <EntryFormFields
      key={isClient ? 'client' : 'server'}
      hydrated={isClient}
      variantKey={variant}
      initial={isClient ? loadEntryDraft(variant).values : EMPTY_VALUES}
      initialPasswords={isClient ? entryPasswords.get(variant) : { newPassword: '', newPasswordConfirm: '' }}
    />
  )
}

function EntryFormFields({
  variantKey,
  initial,
  initialPasswords,
  hydrated,
}: {
  variantKey: EntryVariantKey
  hydrated: boolean
  initial: EntryValues
  initialPasswords: { newPassword: string; newPasswordConfirm: string }
}) {
  const variant = ENTRY_VARIANTS[variantKey]
  const router = useRouter()
  const [values, setValues] = useState<EntryValues>(initial)
  const [passwords, setPasswords] = useState(initialPasswords)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [groupEmail, setGroupEmail] = useState<string | null | undefined>(
    variantKey === 'auth' ? undefined : null,
  )
  const summaryRef = useRef<HTMLDivElement>(null)
  const address = useAddressFill()
  const today = todayInJapan()

  // The group sign-on vouched for the address and names: prefill them once.
  useEffect(() => {
    if (variantKey !== 'auth') return
    const controller = new AbortController()
    api
      .call(authEntryPageCall, { signal: controller.signal })
      .then(({ identity }) => {
        setGroupEmail(identity?.email ?? null)
        if (!identity) return
        setValues((v) => ({
          ...v,
          email1: v.email1 || identity.email,
          lastName: v.lastName || identity.lastName || '',
          firstName: v.firstName || identity.firstName || '',
        }))
      })
      .catch(() => setGroupEmail(null))
    return () => controller.abort()
  }, [variantKey])

  const set = <K extends keyof EntryValues>(name: K, value: EntryValues[K]) => {
    // A corrected field drops its message; the others stay until the next check.
    setErrors(({ [name]: _fixed, ...rest }) => rest)
    setValues((v) => {
      const next = { ...v, [name]: value }
      saveEntryDraft(variantKey, { ...loadEntryDraft(variantKey), values: next })
      return next
    })
  }

  const fill = async () => {
    const found = await address.lookup(values.zipNumber)
    const first = found[0]
    if (!first) return
    setValues((v) => {
      const next = {
        ...v,
        prefecture: first.prefecture,
        city: first.city,
        municipalityCode: first.municipalityCode,
        town: found.length > 1 ? '' : first.town,
      }
      saveEntryDraft(variantKey, { ...loadEntryDraft(variantKey), values: next })
      return next
    })
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const problems = entryInputErrors(variant, values, passwords)
    setErrors(problems)
    if (Object.keys(problems).length) {
      requestAnimationFrame(() => summaryRef.current?.focus())
      return
    }
    entryPasswords.set(variantKey, passwords)
    saveEntryDraft(variantKey, { ...loadEntryDraft(variantKey), values, authenticateTransactionId: null })
    router.push(variant.paths.confirm)
  }

  if (variantKey === 'auth' && groupEmail === null) {
    return (
      <div className={styles.notice} role="status">
        <p>グループIDでのログインの有効期限が切れたか、まだログインしていません。</p>
        <p>
          <Link href="/login/">ログインページ</Link>から「グループIDでログイン」をやり直してください。
        </p>
      </div>
    )
  }

  const text = (f: TextField) => (
    <EntryField
      key={f.name}
      id={id(f.name)}
      label={f.label}
      required={f.required}
      hint={f.hint}
      error={errors[f.name]}
    >
      {(a11y) => (
        <input
          {...a11y}
          name={f.name}
          type={f.type ?? 'text'}
          inputMode={f.inputMode}
          autoComplete={f.autoComplete}
          value={values[f.name] as string}
          onChange={(e) => set(f.name, e.target.value)}
        />
      )}
    </EntryField>
  )

  const birthEra =
    values.birthYear && values.birthMonth && values.birthDay
      ? eraOfDate(Number(values.birthYear), Number(values.birthMonth), Number(values.birthDay))
      : values.birthYear
        ? eraLabelOfYear(Number(values.birthYear))
        : null

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label={`${variant.title}の入力`}
    >
      <UntilHydrated hydrated={hydrated}>
        <ErrorSummary errors={errors} idOf={id} summaryRef={summaryRef} />

        {variantKey === 'kankeisha'
          ? text({
              name: 'invitationCode',
              label: '招待コード',
              required: true,
              hint: 'お勤め先・所属先の担当窓口からお知らせしたコード（英数字とハイフン）',
            })
          : null}

        <fieldset className={styles.group}>
          <legend>お名前</legend>
          <div className={styles.pair}>{NAME_FIELDS.map(text)}</div>
        </fieldset>

        <fieldset
          className={styles.group}
          aria-describedby={errors.gender ? `${id('gender')}-error` : undefined}
        >
          <legend>
            性別
            <RequiredMark required />
          </legend>
          <div
            className={styles.radios}
            id={id('gender')}
            tabIndex={-1}
            role="radiogroup"
            aria-label="性別"
            aria-invalid={Boolean(errors.gender)}
          >
            {GENDERS.map((g) => (
              <label key={g.value} className={styles.radio}>
                <input
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
            <p id={`${id('gender')}-error`} className={styles.error}>
              {errors.gender}
            </p>
          ) : null}
        </fieldset>

        <fieldset
          className={styles.group}
          aria-describedby={
            [birthEra ? 'entry-birth-era' : '', errors.birthDay ? `${id('birthDay')}-error` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <legend>
            生年月日
            <RequiredMark required />
          </legend>
          <div className={styles.birth}>
            <span className={styles.birthPart}>
              <select
                aria-label="生年月日（年）"
                id={id('birthYear')}
                name="birthYear"
                value={values.birthYear}
                onChange={(e) => set('birthYear', e.target.value)}
                aria-invalid={Boolean(errors.birthYear)}
                autoComplete="bday-year"
              >
                <option value="">----</option>
                {birthYears(today).map((y) => (
                  <option key={y} value={y}>
                    {y}（{eraLabelOfYear(y)}）
                  </option>
                ))}
              </select>
              <span aria-hidden="true">年</span>
            </span>
            <span className={styles.birthPart}>
              <select
                aria-label="生年月日（月）"
                id={id('birthMonth')}
                name="birthMonth"
                value={values.birthMonth}
                onChange={(e) => set('birthMonth', e.target.value)}
                aria-invalid={Boolean(errors.birthMonth)}
                autoComplete="bday-month"
              >
                <option value="">--</option>
                {MONTHS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
              <span aria-hidden="true">月</span>
            </span>
            <span className={styles.birthPart}>
              <select
                aria-label="生年月日（日）"
                id={id('birthDay')}
                name="birthDay"
                value={values.birthDay}
                onChange={(e) => set('birthDay', e.target.value)}
                aria-invalid={Boolean(errors.birthDay)}
                autoComplete="bday-day"
              >
                <option value="">--</option>
                {DAYS.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
              <span aria-hidden="true">日</span>
            </span>
          </div>
          {birthEra ? (
            <p id="entry-birth-era" className={styles.hint}>
              和暦: {birthEra}
            </p>
          ) : null}
          {['birthYear', 'birthMonth', 'birthDay'].map((f) =>
            errors[f] ? (
              <p key={f} id={`${id(f)}-error`} className={styles.error}>
                {errors[f]}
              </p>
            ) : null,
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>ご住所</legend>
          <div className={styles.zipRow}>
            {text({
              name: 'zipNumber',
              label: '郵便番号',
              required: true,
              autoComplete: 'postal-code',
              inputMode: 'numeric',
              hint: '7桁 例: 100-0001',
            })}
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
          <p className={styles.hint} role="status">
            {address.message}
          </p>
          <EntryField id={id('prefecture')} label="都道府県" required error={errors.prefecture}>
            {(a11y) => (
              <select
                {...a11y}
                name="prefecture"
                autoComplete="address-level1"
                value={values.prefecture}
                onChange={(e) => set('prefecture', e.target.value)}
              >
                <option value="">選択してください</option>
                {PREFECTURE_NAMES.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            )}
          </EntryField>
          {text({
            name: 'city',
            label: '市区郡',
            required: true,
            autoComplete: 'address-level2',
            hint: '例: 千代田区',
          })}
          {address.candidates.length > 1 ? (
            <EntryField
              id={id('town')}
              label="町村"
              error={errors.town}
              hint="郵便番号に当てはまる町村から選んでください"
            >
              {(a11y) => (
                <select
                  {...a11y}
                  name="town"
                  value={values.town}
                  onChange={(e) => set('town', e.target.value)}
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
            text({ name: 'town', label: '町村', autoComplete: 'address-level3', hint: '例: 千代田' })
          )}
          {text({
            name: 'streetAddress',
            label: '番地',
            required: true,
            autoComplete: 'address-line1',
            hint: '例: 1-1',
          })}
          {text({ name: 'buildingName', label: '建物名・部屋番号', autoComplete: 'address-line2' })}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>ご連絡先</legend>
          {text({
            name: 'phoneNumber',
            label: '電話番号',
            required: true,
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            hint: 'ハイフンなしでも入力できます 例: 09012345678',
          })}
          {text({
            name: 'email1',
            label: 'メールアドレス',
            required: true,
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            hint: '確認コードをお送りします。ログインIDになります',
          })}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>パスワード</legend>
          {(['newPassword', 'newPasswordConfirm'] as const).map((name) => (
            <EntryField
              key={name}
              id={id(name)}
              label={name === 'newPassword' ? 'パスワード' : 'パスワード（確認）'}
              required
              hint={
                name === 'newPassword'
                  ? `${PASSWORD_MIN}〜${PASSWORD_MAX}文字。推測されにくい語句や、長めの文章がおすすめです`
                  : '確認のため、もう一度入力してください'
              }
              error={errors[name]}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  name={name}
                  type="password"
                  autoComplete="new-password"
                  value={passwords[name]}
                  onChange={(e) => setPasswords((p) => ({ ...p, [name]: e.target.value }))}
                />
              )}
            </EntryField>
          ))}
        </fieldset>

        <div className={styles.checks}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="wantMailMagazine"
              checked={values.wantMailMagazine}
              onChange={(e) => set('wantMailMagazine', e.target.checked)}
            />
            メールマガジン（新商品・キャンペーンのお知らせ）を受け取る
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="isPersistentLogin"
              checked={values.isPersistentLogin}
              onChange={(e) => set('isPersistentLogin', e.target.checked)}
            />
            登録後、ログインしたままにする（共用の端末ではチェックしないでください）
          </label>
          <div className={styles.terms}>
            <label className={styles.check}>
              <input
                id={id('agreeTerms')}
                type="checkbox"
                name="agreeTerms"
                checked={values.agreeTerms}
                onChange={(e) => set('agreeTerms', e.target.checked)}
                aria-invalid={Boolean(errors.agreeTerms)}
                aria-describedby={errors.agreeTerms ? `${id('agreeTerms')}-error` : undefined}
              />
              <span>
                <Link href="/kiyaku/terms/" target="_blank">
                  会員規約
                </Link>
                と
                <Link href="/privacy/" target="_blank">
                  個人情報の取り扱い
                </Link>
                に同意する
              </span>
              <RequiredMark required />
            </label>
            {errors.agreeTerms ? (
              <p id={`${id('agreeTerms')}-error`} className={styles.error}>
                {errors.agreeTerms}
              </p>
            ) : null}
          </div>
        </div>

        <p className={styles.actions}>
          <button type="submit" className="button-primary">
            入力内容を確認する
          </button>
        </p>
      </UntilHydrated>
    </form>
  )
}
