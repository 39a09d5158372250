'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'

import type { checkoutPageSchema } from '@/lib/api/calls/order'
import {
  nextStepPath,
  previousStepPath,
  stepById,
  stepsFor,
  type CheckoutStepId,
  type CheckoutStop,
} from '@/shop/checkout/checkout-steps'
import { Button } from '@/ui/Button'
import { ButtonLink } from '@/ui/ButtonLink'
import formStyles from '@/ui/customer/customer-form.module.css'
import { FormAlert } from '@/ui/customer/FormField'
import { Stepper } from '@/ui/customer/Stepper'

import {
  clearStepFlash,
  peekStepFlash,
  saveCheckoutDraft,
  validateStep,
  type CheckoutDraft,
  type DraftValues,
} from './checkout-draft'
import styles from './checkout.module.css'
import { fieldId } from './fields'

export type CheckoutPageData = z.infer<typeof checkoutPageSchema>

export interface StepProps {
  data: CheckoutPageData
  initial: CheckoutDraft
}

/** Where the shopper is: the steps they take (a member skips shopping01), then the confirmation. */
export function CheckoutProgress({
  steps,
  isMember,
  current,
}: {
  steps: CheckoutPageData['steps']
  isMember: boolean
  current: CheckoutStop
}) {
  const taken = steps.length > 0 ? steps : stepsFor({ isMember })
  const titles = [...taken.map((s) => s.title), 'ご注文内容の確認']
  const index = current === 'confirm' ? taken.length : taken.findIndex((s) => s.id === current)
  return (
    <div className={styles.progress}>
      <Stepper label="ご購入手続きの手順" steps={titles} current={index} />
    </div>
  )
}

/**
 * The state of one step's form: the draft (saved to sessionStorage on every change), the field messages
 * (with any the confirm page handed over), and `complete`, which validates the step with the shared rules
 * and moves on, or shows the messages and moves focus to their summary.
 */
export function useCheckoutStep(stepId: CheckoutStepId, data: CheckoutPageData, initial: CheckoutDraft) {
  const router = useRouter()
  const path = stepById(stepId)?.path ?? ''
  const [flash] = useState(() => peekStepFlash(path))
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>(flash?.errors ?? {})
  const [message, setMessage] = useState(flash?.message ?? '')
  const [busy, setBusy] = useState(false)
  const alertRef = useRef<HTMLDivElement>(null)

  useEffect(() => saveCheckoutDraft(draft), [draft])
  useEffect(() => {
    if (!flash) return
    clearStepFlash()
    alertRef.current?.focus()
  }, [flash])

  const change = (patch: Partial<DraftValues>) => {
    const fields = Object.keys(patch)
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))),
    )
    setDraft((d) => ({ ...d, values: { ...d.values, ...patch } }))
  }

  const showProblems = (problems: Record<string, string>, text = '') => {
    setErrors(problems)
    setMessage(text)
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  /** Validates `next` (the draft as the step leaves it) and goes to the next page; false when refused. */
  const complete = (next: CheckoutDraft, password: string): boolean => {
    setDraft(next)
    const problems = validateStep(stepId, next, password, data.context)
    if (Object.keys(problems).length > 0) {
      showProblems(problems)
      return false
    }
    setErrors({})
    setMessage('')
    saveCheckoutDraft(next)
    router.push(nextStepPath(stepId, { isMember: data.context.isMember }))
    return true
  }

  return {
    draft,
    setDraft,
    change,
    errors,
    setErrors,
    message,
    busy,
    setBusy,
    alertRef,
    showProblems,
    complete,
  }
}

/** A step's form: the error summary, the fields, 「戻る」 and 「次へ進む」. */
export function StepForm({
  stepId,
  isMember,
  errors,
  message,
  alertRef,
  busy = false,
  busyLabel = '確認しています…',
  onSubmit,
  children,
}: {
  stepId: CheckoutStepId
  isMember: boolean
  errors: Record<string, string>
  message: string
  alertRef: RefObject<HTMLDivElement | null>
  busy?: boolean
  busyLabel?: string
  onSubmit: () => void
  children: ReactNode
}) {
  const title = stepById(stepId)?.title ?? ''
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!busy) onSubmit()
  }
  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-label={`${title}の入力`}>
      <FormAlert alertRef={alertRef} errors={errors} idOf={fieldId} message={message} />
      {children}
      <div className={`${formStyles.actions} ${styles.stepActions}`}>
        <ButtonLink href={previousStepPath(stepId, { isMember })} variant="secondary">
          戻る
        </ButtonLink>
        <Button type="submit" isDisabled={busy} aria-busy={busy || undefined}>
          次へ進む
        </Button>
      </div>
      <p role="status" className={styles.busy}>
        {busy ? busyLabel : ''}
      </p>
    </form>
  )
}
