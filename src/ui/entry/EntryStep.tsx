'use client'

import { EntryCodeStep } from './EntryCodeStep'
import { EntryComplete } from './EntryComplete'
import { EntryConfirm } from './EntryConfirm'
import { EntryForm } from './EntryForm'
import { EntryStepper } from './EntryStepper'
import type { EntryStepKey, EntryVariantKey } from './entry-variants'
import { EntryVerify } from './EntryVerify'

const STEPS = {
  input: EntryForm,
  confirm: EntryConfirm,
  code: EntryCodeStep,
  verify: EntryVerify,
  complete: EntryComplete,
} as const

/** One step of a registration door, with the stepper above it. */
export function EntryStep({ variant, step }: { variant: EntryVariantKey; step: EntryStepKey }) {
  const Step = STEPS[step]
  return (
    <>
      <EntryStepper current={step} />
      <Step variant={variant} />
    </>
  )
}
