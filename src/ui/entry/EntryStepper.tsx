import { Stepper } from '@/ui/form/Stepper'

import { type EntryStepKey, STEP_TITLES } from './entry-variants'

const ORDER: EntryStepKey[] = ['input', 'confirm', 'code', 'complete']
const TITLES = ORDER.map((step) => STEP_TITLES[step])

/** Where the shopper is in the registration; the verify step belongs to the code step. */
export function EntryStepper({ current }: { current: EntryStepKey }) {
  return (
    <Stepper
      label="会員登録の手順"
      steps={TITLES}
      current={ORDER.indexOf(current === 'verify' ? 'code' : current)}
    />
  )
}
