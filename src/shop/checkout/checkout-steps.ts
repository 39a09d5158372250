/**
 * The checkout steps /cart/shopping01/ … /cart/shopping06/ (docs/adr/019-checkout-form-and-confirmation.md):
 * which section each step holds, which steps a member skips, the next and previous page, and whether a step may
 * be shown yet (its earlier steps are complete). Pure: the caller passes the shopper, cart and form.
 */
import { fieldMap, mergeFields } from '@/lib/api/field-map'

import { CART_PATH, CHECKOUT_CONFIRM_PATH } from './checkout-paths'
import { validateSection, type CheckoutSection, type SectionContext } from './checkout-form'

export {
  CART_PATH,
  CHECKOUT_COMPLETE_PATH,
  CHECKOUT_CONFIRM_PATH,
  CHECKOUT_ENTRY_PATH,
} from './checkout-paths'

export const CHECKOUT_STEPS = [
  {
    id: 'shopping01',
    path: '/cart/shopping01/',
    title: 'ご注文者情報',
    sections: ['orderer', 'agreement'],
    memberSkips: true,
  },
  {
    id: 'shopping02',
    path: '/cart/shopping02/',
    title: 'お届け先',
    sections: ['destination'],
    memberSkips: false,
  },
  {
    id: 'shopping03',
    path: '/cart/shopping03/',
    title: 'お届け日時',
    sections: ['delivery'],
    memberSkips: false,
  },
  {
    id: 'shopping04',
    path: '/cart/shopping04/',
    title: 'ギフト包装',
    sections: ['gift'],
    memberSkips: false,
  },
  {
    id: 'shopping05',
    path: '/cart/shopping05/',
    title: 'お支払い方法',
    sections: ['payment'],
    memberSkips: false,
  },
  {
    id: 'shopping06',
    path: '/cart/shopping06/',
    title: 'ポイント・メールマガジン',
    sections: ['points', 'mailMagazine'],
    memberSkips: false,
  },
] as const satisfies readonly {
  id: string
  path: string
  title: string
  sections: readonly CheckoutSection[]
  memberSkips: boolean
}[]

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]
export type CheckoutStepId = CheckoutStep['id']
/** Where a shopper can be: a step, or the confirm page after the last one. */
export type CheckoutStop = CheckoutStepId | 'confirm'

export interface Shopper {
  isMember: boolean
}

/** The steps this shopper goes through, in order: a member's orderer is the profile, so shopping01 is skipped. */
export function stepsFor(shopper: Shopper): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((s) => !(shopper.isMember && s.memberSkips))
}

export function stepById(id: string): CheckoutStep | undefined {
  return CHECKOUT_STEPS.find((s) => s.id === id)
}

export function stepByPath(path: string): CheckoutStep | undefined {
  const normalised = path.endsWith('/') ? path : `${path}/`
  return CHECKOUT_STEPS.find((s) => s.path === normalised)
}

/** Where /cart/shopping/ sends this shopper. */
export function firstStepPath(shopper: Shopper): string {
  return stepsFor(shopper)[0]!.path
}

/** The page after `from`: the next step this shopper takes, then the confirm page. */
export function nextStepPath(from: CheckoutStepId, shopper: Shopper): string {
  const steps = stepsFor(shopper)
  const i = steps.findIndex((s) => s.id === from)
  if (i < 0) return firstStepPath(shopper)
  return steps[i + 1]?.path ?? CHECKOUT_CONFIRM_PATH
}

/** The page before `from` (the back link): the previous step, or the cart before the first one. */
export function previousStepPath(from: CheckoutStop, shopper: Shopper): string {
  const steps = stepsFor(shopper)
  if (from === 'confirm') return steps[steps.length - 1]!.path
  const i = steps.findIndex((s) => s.id === from)
  if (i <= 0) return CART_PATH
  return steps[i - 1]!.path
}

export interface PrerequisiteInput {
  shopper: Shopper
  /** Purchasable lines in the cart. */
  cartLineCount: number
  /** Whether a step's data is complete (isStepComplete over the draft, or a record kept by the page). */
  isComplete: (step: CheckoutStepId) => boolean
}

export type PrerequisiteResult =
  { ok: true } | { ok: false; reason: 'empty-cart' | 'skipped-step' | 'incomplete-step'; redirectTo: string }

/**
 * Whether `target` may be shown: the cart has lines, the step is one this shopper takes, and every earlier step is
 * complete. Otherwise where to send the shopper (the cart, their first step, or the first incomplete step).
 */
export function checkPrerequisites(target: CheckoutStop, input: PrerequisiteInput): PrerequisiteResult {
  if (input.cartLineCount <= 0) return { ok: false, reason: 'empty-cart', redirectTo: CART_PATH }
  const steps = stepsFor(input.shopper)
  const index = target === 'confirm' ? steps.length : steps.findIndex((s) => s.id === target)
  if (index < 0)
    return {
      ok: false,
      reason: 'skipped-step',
      redirectTo: nextStepPath(target as CheckoutStepId, input.shopper),
    }
  const missing = steps.slice(0, index).find((s) => !input.isComplete(s.id))
  return missing ? { ok: false, reason: 'incomplete-step', redirectTo: missing.path } : { ok: true }
}

/**
 * Whether the draft form completes a step: every section it holds validates. For shopping05, `registering`
 * follows from PASSWORD in the draft (a guest registering may keep the card).
 */
export function isStepComplete(
  step: CheckoutStepId,
  draft: Record<string, unknown>,
  ctx: SectionContext,
): boolean {
  const found = stepById(step)
  if (!found) return false
  const registering =
    ctx.registering ?? (!ctx.isMember && typeof draft.PASSWORD === 'string' && draft.PASSWORD !== '')
  return found.sections.every((section) => validateSection(section, draft, { ...ctx, registering }).success)
}

export type CheckoutValidation =
  | { success: true; sections: Partial<Record<CheckoutSection, unknown>> }
  | { success: false; errors: Record<string, string>; firstInvalidStep: CheckoutStepId }

/**
 * The whole form at once, for `order/check` and the confirm page: every section of every step this shopper
 * takes (a member's orderer comes from the profile instead). Errors are keyed by field; `firstInvalidStep` is
 * where to send the shopper.
 */
export function validateCheckout(draft: Record<string, unknown>, ctx: SectionContext): CheckoutValidation {
  const registering =
    ctx.registering ?? (!ctx.isMember && typeof draft.PASSWORD === 'string' && draft.PASSWORD !== '')
  const sections: Partial<Record<CheckoutSection, unknown>> = {}
  const errors = fieldMap()
  let firstInvalidStep: CheckoutStepId | undefined
  for (const step of stepsFor({ isMember: ctx.isMember }))
    for (const section of step.sections) {
      const result = validateSection(section, draft, { ...ctx, registering })
      if (result.success) sections[section] = result.data
      else {
        mergeFields(errors, result.errors)
        firstInvalidStep ??= step.id
      }
    }
  return firstInvalidStep ? { success: false, errors, firstInvalidStep } : { success: true, sections }
}
