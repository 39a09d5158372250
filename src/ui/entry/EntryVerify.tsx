'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'

import { ApiClientError, api } from '@/lib/api/client'
import { customerEntryCall, kankeishaEntryCall } from '@/lib/api/routes/entry'
import type { CallResponse } from '@/lib/api/define-call'
import { type Registration, registrationSchema } from '@/shop/customer/registration-schema'
import { formErrorsOf, zodFieldErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import formStyles from '@/ui/form/form.module.css'
import { useDraft } from '@/ui/form/use-draft'
import { setMember } from '@/ui/shopper/member-store'
import { memberSummaryOf } from '@/ui/shopper/member-summary'

import {
  clearEntryDraft,
  EMPTY_ENTRY_DRAFT,
  entryDraftStore,
  type EntryPasswords,
  entryPasswords,
} from './entry-draft'
import { registrationInput } from './entry-input-check'
import { ENTRY_VARIANTS, type EntryVariantKey } from './entry-variants'
import { EntryMissing } from './EntryMissing'
import { EntryPasswordFields } from './EntryPasswordFields'
import styles from './entry.module.css'

/** One submission per transaction, even if the step mounts twice (strict mode, a double navigation). */
const submitted = new Set<string>()

type Outcome =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'password' }
  | { kind: 'failed'; message: string; restart: boolean }

const PASSWORD_FIELDS = ['newPassword', 'newPasswordConfirm'] as const

type SubmitResult =
  { ok: true; state: CallResponse<typeof customerEntryCall> } | { ok: false; error: unknown }

/** Creates the member through the door's call; never throws. */
async function createMember(
  variantKey: EntryVariantKey,
  registration: Registration,
  authenticateTransactionId: string,
  invitationCode: string,
): Promise<SubmitResult> {
  const input = { ...registration, authenticateTransactionId }
  try {
    const state =
      ENTRY_VARIANTS[variantKey].entryType === 'kankeisha'
        ? await api.call(kankeishaEntryCall, { body: { ...input, invitationCode } })
        : await api.call(customerEntryCall, { body: { ...input, viaGroupSignOn: variantKey === 'auth' } })
    return { ok: true, state }
  } catch (error) {
    return { ok: false, error }
  }
}

const onlyPasswordProblems = (problems: Record<string, string>) =>
  Object.keys(problems).every((f) => (PASSWORD_FIELDS as readonly string[]).includes(f))

/**
 * The verify step: the code was accepted, so the member is created now and signed in. After a reload the
 * passwords (kept in memory only) are asked for again here rather than sending the shopper back.
 */
export function EntryVerify({ variant: variantKey }: { variant: EntryVariantKey }) {
  const variant = ENTRY_VARIANTS[variantKey]
  const draft = useDraft(entryDraftStore(variantKey), EMPTY_ENTRY_DRAFT)
  const router = useRouter()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const [passwords, setPasswords] = useState<EntryPasswords>({ newPassword: '', newPasswordConfirm: '' })
  const { errors, show, clear } = useFormErrors()
  const alertRef = useRef<HTMLDivElement>(null)

  const transactionId = draft?.authenticateTransactionId ?? null
  const invitationCode = draft?.values.invitationCode ?? ''
  // What the draft and the remembered passwords make of the form, as the shared schema reads it.
  const remembered = draft
    ? registrationSchema.safeParse(registrationInput(draft.values, entryPasswords.get(variantKey)))
    : null

  /** Applies the server's answer; state changes only here, in the promise's callback. */
  const apply = useCallback(
    (result: SubmitResult, id: string) => {
      if (result.ok) {
        setMember(memberSummaryOf(result.state))
        clearEntryDraft(variantKey, result.state.customerNumber)
        router.replace(variant.paths.complete)
        return
      }
      submitted.delete(id)
      const { error } = result
      const fields = error instanceof ApiClientError ? error.fields : undefined
      if (fields && (fields.newPassword || fields.newPasswordConfirm)) {
        const shown = formErrorsOf(error, PASSWORD_FIELDS, '')
        show(shown.fields, shown.message)
        setOutcome({ kind: 'password' })
        return
      }
      const status = error instanceof ApiClientError ? error.status : 0
      setOutcome({
        kind: 'failed',
        message: error instanceof Error ? error.message : '登録できませんでした。',
        restart: status === 410 || status === 409 || status === 400,
      })
      requestAnimationFrame(() => alertRef.current?.focus())
    },
    [router, variant, variantKey, show],
  )

  const submit = useCallback(
    (registration: Registration, id: string) => {
      submitted.add(id)
      void createMember(variantKey, registration, id, invitationCode).then((result) => apply(result, id))
    },
    [variantKey, invitationCode, apply],
  )

  const ready = remembered?.success ? remembered.data : null
  useEffect(() => {
    if (!transactionId || !ready || submitted.has(transactionId)) return
    submit(ready, transactionId)
  }, [transactionId, ready, submit])

  if (!draft || !remembered) return null
  if (!transactionId)
    return (
      <EntryMissing
        inputPath={variant.paths.input}
        reason="確認コードによる認証が済んでいません。最初からお手続きください。"
      />
    )

  const rememberedProblems = remembered.success ? {} : zodFieldErrors(remembered.error)
  if (outcome.kind === 'idle' && !remembered.success && !onlyPasswordProblems(rememberedProblems))
    return (
      <EntryMissing
        inputPath={variant.paths.input}
        reason="入力内容に不足があります。入力画面で確認してください。"
      />
    )

  if (outcome.kind === 'failed')
    return (
      <div ref={alertRef} tabIndex={-1} role="alert" className={formStyles.alert}>
        <p>{outcome.message}</p>
        {outcome.restart ? (
          <p>
            <Link href={variant.paths.input}>入力画面に戻る</Link>／<Link href="/login/">ログイン</Link>
          </p>
        ) : (
          <p>
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                if (!ready) return
                setOutcome({ kind: 'working' })
                submit(ready, transactionId)
              }}
            >
              もう一度試す
            </button>
          </p>
        )}
      </div>
    )

  // After a reload the passwords are gone from memory: ask for them instead of starting.
  if (outcome.kind === 'password' || (outcome.kind === 'idle' && !remembered.success)) {
    const onSubmit = (e: FormEvent) => {
      e.preventDefault()
      const parsed = registrationSchema.safeParse(registrationInput(draft.values, passwords))
      if (!parsed.success) {
        show(zodFieldErrors(parsed.error))
        setOutcome({ kind: 'password' })
        return
      }
      clear()
      entryPasswords.set(variantKey, passwords)
      setOutcome({ kind: 'working' })
      submit(parsed.data, transactionId)
    }
    return (
      <Form id="entry-verify" label="パスワードの入力" errors={errors} onSubmit={onSubmit}>
        <p>
          画面が再読み込みされたため、パスワードをもう一度入力してください（パスワードは画面に保存しません）。
        </p>
        <EntryPasswordFields values={passwords} onChange={setPasswords} />
        <SubmitRow label="登録する" />
      </Form>
    )
  }

  return (
    <p role="status" className={styles.working}>
      会員登録しています…
    </p>
  )
}
