'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import type { z } from 'zod'

import type { checkoutPageSchema } from '@/lib/api/calls/order'
import { returnsToConfirm } from '@/shop/checkout/checkout-paths'
import {
  CHECKOUT_CONFIRM_PATH,
  nextStepPath,
  previousStepPath,
  stepById,
  type CheckoutStepId,
} from '@/shop/checkout/checkout-steps'
import { ButtonLink } from '@/ui/ButtonLink'
import { NO_ERRORS, type FormErrors } from '@/ui/form/field-errors'
import { Form, SubmitRow } from '@/ui/form/Form'

import {
  clearStepFlash,
  peekStepFlash,
  saveCheckoutDraft,
  sortFieldErrors,
  validateStep,
  type CheckoutDraft,
  type DraftValues,
} from './checkout-draft'
import styles from './checkout.module.css'
import { controlErrors } from './control-errors'

export type CheckoutPageData = z.infer<typeof checkoutPageSchema>

export interface StepProps {
  data: CheckoutPageData
  initial: CheckoutDraft
}

/** A change to the draft: its own fields, or the wire names a kit field group writes. */
export type DraftPatch = Partial<DraftValues> | Readonly<Record<string, string>>

/**
 * The state of one step's form: the draft (saved to sessionStorage on every change), the messages the form
 * shows (with any the confirm page handed over), and `complete`, which validates the step with the shared rules
 * and moves on, or shows the messages (the form then moves the focus to the first invalid field).
 *
 * `toConfirm`: the step was opened by 「変更する」 on the confirm page (?return=confirm, built by editStepPath in
 * src/shop/checkout/entered-rows.ts), so it goes straight back there; the confirm page re-checks every step on the
 * server and sends the shopper to any that became invalid. The marker lives in the step's address only: a reload
 * or the back and forward buttons keep it with that history entry, while a step reached by 「次へ進む」 (or sent
 * to by the confirm page) has a plain address and goes on step by step. A gate that sends a marked step to an
 * earlier incomplete one passes the marker on (withReturnMarkerOf). It is read once, on arrival.
 */
export function useCheckoutStep(stepId: CheckoutStepId, data: CheckoutPageData, initial: CheckoutDraft) {
  const router = useRouter()
  const path = stepById(stepId)?.path ?? ''
  const [flash] = useState(() => peekStepFlash(path))
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<FormErrors>(() =>
    flash ? controlErrors(sortFieldErrors(flash.errors), flash.message) : NO_ERRORS,
  )
  const [busy, setBusy] = useState(false)
  const [toConfirm] = useState(() => returnsToConfirm(window.location.search))

  useEffect(() => saveCheckoutDraft(draft), [draft])
  useEffect(() => {
    if (flash) clearStepFlash()
  }, [flash])

  /** Drops the messages of these controls as the shopper corrects them, without moving the focus. */
  const dismiss = (controls: readonly string[]) =>
    setErrors((current) =>
      controls.some((c) => Object.hasOwn(current.fields, c))
        ? {
            fields: Object.fromEntries(Object.entries(current.fields).filter(([c]) => !controls.includes(c))),
            message: current.message,
            quiet: true,
          }
        : current,
    )

  const change = (patch: DraftPatch) => {
    dismiss(Object.keys(patch))
    setDraft((d) => ({ ...d, values: { ...d.values, ...patch } as DraftValues }))
  }

  /** The rules' messages (by rule field) on the form's controls, and the form's message. */
  const show = (problems: Record<string, string>, message = '') => setErrors(controlErrors(problems, message))

  /** Validates `next` (the draft as the step leaves it) and goes to the next page; false when refused. */
  const complete = (next: CheckoutDraft, password: string): boolean => {
    setDraft(next)
    const problems = validateStep(stepId, next, password, data.context)
    if (Object.keys(problems).length > 0) {
      show(problems)
      return false
    }
    setErrors(NO_ERRORS)
    saveCheckoutDraft(next)
    router.push(toConfirm ? CHECKOUT_CONFIRM_PATH : nextStepPath(stepId, { isMember: data.context.isMember }))
    return true
  }

  return { draft, setDraft, change, errors, dismiss, show, busy, setBusy, complete, toConfirm }
}

/**
 * A step's form on the kit's Form (id `checkout`, so the fields' ids are `checkout-<NAME>`): the message summary,
 * the fields, 「戻る」 and 「次へ進む」 (「確認画面に戻る」 on a step opened from the confirm page).
 */
export function StepForm({
  stepId,
  isMember,
  errors,
  busy = false,
  busyLabel = '確認しています…',
  onSubmit,
  toConfirm = false,
  children,
}: {
  stepId: CheckoutStepId
  isMember: boolean
  errors: FormErrors
  busy?: boolean
  busyLabel?: string
  onSubmit: () => void
  toConfirm?: boolean
  children: ReactNode
}) {
  const title = stepById(stepId)?.title ?? ''
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!busy) onSubmit()
  }
  return (
    <Form id="checkout" label={`${title}の入力`} errors={errors} onSubmit={submit} summary>
      {children}
      <SubmitRow label={toConfirm ? '確認画面に戻る' : '次へ進む'} busy={busy}>
        <ButtonLink href={previousStepPath(stepId, { isMember })} variant="secondary">
          戻る
        </ButtonLink>
      </SubmitRow>
      <p role="status" className={styles.busy}>
        {busy ? busyLabel : ''}
      </p>
    </Form>
  )
}
