/**
 * The checkout's draft: what the shopper entered on /cart/shopping01/ … 06/, kept in sessionStorage under one
 * key so back, forward and reload keep it (docs/adr/019-checkout-form-and-confirmation.md). Card numbers never
 * enter it (stripCardData, and only known fields are kept), nor does PASSWORD: a guest who registers while
 * ordering keeps the password in this module's memory only, with `registering` in the draft so the pages ask
 * for it again after a reload.
 *
 * The rules are the shared ones of src/shop/checkout: this module only assembles the values and context they
 * take. Pure except for the small storage (the one draft store) and memory helpers at the end.
 */
import { ApiClientError } from '@/lib/api/client'
import { fieldMap, mergeFields } from '@/lib/api/field-map'
import { postalCodeText } from '@/shop/address/postal-code'
import {
  CARD_FIELDS,
  checkoutDefaults,
  stripCardData,
  validateSection,
  type CheckoutContext,
  type CheckoutFormValues,
  type SectionContext,
} from '@/shop/checkout/checkout-form'
import {
  CHECKOUT_STEPS,
  checkPrerequisites,
  stepById,
  type CheckoutStepId,
  type CheckoutStop,
  type PrerequisiteResult,
} from '@/shop/checkout/checkout-steps'
import { personOfCheckout } from '@/shop/customer/person-address'
import { addressText } from '@/shop/customer/profile-display'
import { asString, draftStore, isRecord } from '@/ui/form/draft-store'

type CardField = (typeof CARD_FIELDS)[number]
export type DraftFieldName = Exclude<keyof CheckoutFormValues, CardField | 'PASSWORD'>

/** What the card-token service handed back: the token (single use) and what to show of the card. */
export const CARD_RESULT_FIELDS = ['CARD_TOKEN', 'CARD_BRAND', 'CARD_LAST4'] as const
export type CardResultField = (typeof CARD_RESULT_FIELDS)[number]

export type DraftValues = Pick<CheckoutFormValues, DraftFieldName> & Record<CardResultField, string>
export type DraftKey = keyof DraftValues

export interface CheckoutDraft {
  values: DraftValues
  /** A guest chose to register while ordering: PASSWORD (memory only) and AGREE_TERMS apply. */
  registering: boolean
}

export function emptyDraftValues(): DraftValues {
  const { PASSWORD: _password, ...rest } = stripCardData(checkoutDefaults())
  return { ...rest, CARD_TOKEN: '', CARD_BRAND: '', CARD_LAST4: '' }
}

export function emptyDraft(): CheckoutDraft {
  return { values: emptyDraftValues(), registering: false }
}

const DRAFT_KEYS = Object.keys(emptyDraftValues()) as DraftKey[]

/**
 * Only the draft's own fields, each of the type it starts with; anything else (card data, PASSWORD, unknown
 * keys, wrong types) is dropped, missing fields take their initial value.
 */
export function sanitizeValues(input: unknown): DraftValues {
  const out = emptyDraftValues()
  if (!isRecord(input)) return out
  const clean = stripCardData(input)
  const target = out as Record<DraftKey, string | boolean>
  for (const key of DRAFT_KEYS) {
    const value = clean[key]
    if (typeof value === typeof target[key]) target[key] = value as string | boolean
  }
  return out
}

/** The draft as stored: never a card number or a password. */
export function serializeDraft(draft: CheckoutDraft): string {
  return JSON.stringify({ values: sanitizeValues(draft.values), registering: draft.registering })
}

/** The draft from what was stored (already parsed JSON): its own fields only, or null for anything else. */
export function draftFrom(parsed: unknown): CheckoutDraft | null {
  if (!isRecord(parsed)) return null
  return { values: sanitizeValues(parsed.values), registering: parsed.registering === true }
}

export function parseDraft(raw: string | null): CheckoutDraft | null {
  if (!raw) return null
  try {
    return draftFrom(JSON.parse(raw))
  } catch {
    return null
  }
}

/**
 * The page data's prefill over the draft: a member's orderer is the profile, so it always wins (and a member
 * does not register); a guest's prefill only fills fields still at their initial value.
 */
export function withPrefill(
  draft: CheckoutDraft,
  prefill: Record<string, string | boolean>,
  isMember: boolean,
): CheckoutDraft {
  const known = sanitizeValues({ ...draft.values, ...prefill })
  const initial = emptyDraftValues()
  const values = { ...draft.values } as Record<DraftKey, string | boolean>
  for (const key of DRAFT_KEYS) {
    if (!(key in prefill)) continue
    if (isMember || values[key] === initial[key]) values[key] = known[key]
  }
  return { values: values as DraftValues, registering: isMember ? false : draft.registering }
}

/** What the rules validate: the draft, with the password from memory while registering. */
export function validationValues(draft: CheckoutDraft, password: string): Record<string, unknown> {
  return { ...draft.values, PASSWORD: draft.registering ? password : '' }
}

/** The page data's context for the shared rules, with whether this guest registers. */
export function sectionContext(context: CheckoutContext, draft: CheckoutDraft): SectionContext {
  return { ...context, registering: !context.isMember && draft.registering }
}

const FIELD_ORDER = [
  'LAST_NAME',
  'FIRST_NAME',
  'LAST_NAME_KANA',
  'FIRST_NAME_KANA',
  'GENDER',
  'BIRTH_YEAR',
  'BIRTH_MONTH',
  'BIRTH_DAY',
  'ZIP_NUMBER',
  'PREFECTURES',
  'PREFECTURE',
  'MUNICIPALITY_CODE',
  'CITY',
  'TOWN',
  'STREET_ADDRESS',
  'BUILDING_NAME',
  'PHONE_NUMBER',
  'EMAIL1',
  'EMAIL2',
  'EMAIL3',
  'PASSWORD',
  'AGREE_TERMS',
]
const ORDER: string[] = [
  ...FIELD_ORDER,
  'DESTINATION',
  ...FIELD_ORDER.slice(0, 17).map((f) => `DESTINATION_${f}`),
  'DELIVERY_DATE',
  'DELIVERY_SPECIFIED_DATE',
  'DELIVERY_SPECIFIED_DATE_YEAR',
  'DELIVERY_SPECIFIED_DATE_MONTH',
  'DELIVERY_SPECIFIED_DATE_DAY',
  'DELIVERY_TIME',
  'WANT_GIFT_WRAPPING',
  'GIFT_WRAPPING_KIND',
  'GIFT_PACKAGING',
  'PAYMENT_METHOD',
  'LAST_USED_CARD',
  'CARD_TOKEN',
  'card.number',
  'card.expiry',
  'card.cvc',
  'card.holderName',
  'WANT_SAVE_CREDIT_CARD',
  'POINT_METHOD',
  'POINT_NUMBER',
  'WANT_MAIL_MAGAZINE1',
  'WANT_MAIL_MAGAZINE2',
  'WANT_MAIL_MAGAZINE3',
]

/** Field messages in the order the fields appear on the pages, so the error summary reads top to bottom. */
export function sortFieldErrors(errors: Record<string, string>): Record<string, string> {
  const rank = (field: string) => {
    const i = ORDER.indexOf(field)
    return i < 0 ? ORDER.length : i
  }
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)))
}

/**
 * A step's messages by field (empty when it validates): every section the step holds, with the shared
 * schemas. A guest who ticked registration is told everything registration still needs at once, the password
 * included (empty means ordering as a guest only when registration was not chosen).
 */
export function validateStep(
  step: CheckoutStepId,
  draft: CheckoutDraft,
  password: string,
  context: CheckoutContext,
): Record<string, string> {
  const found = stepById(step)
  if (!found) return {}
  const values = validationValues(draft, password)
  const ctx = sectionContext(context, draft)
  const errors = fieldMap()
  for (const section of found.sections) {
    const result = validateSection(section, values, ctx)
    if (!result.success) mergeFields(errors, result.errors)
  }
  return sortFieldErrors(errors)
}

/** What the rules need of the cart view (src/lib/api/calls/cart.ts CartView). */
export interface CartLines {
  oneTime: { lines: readonly { available: boolean }[] }
  regular: { lines: readonly { available: boolean }[] }
}

/** Purchasable lines of the cart (a line that ended or ran out does not count). */
export function availableLineCount(cart: CartLines): number {
  return [...cart.oneTime.lines, ...cart.regular.lines].filter((l) => l.available).length
}

export const INCOMPLETE_STEP_MESSAGE =
  'まだ入力が済んでいない手続きがあるため、この画面に移動しました。入力内容をご確認ください。'

/** Whether `stop` may be shown with this draft, or where to send the shopper (the shared rule). */
export function prerequisitesFor(
  stop: CheckoutStop,
  input: { context: CheckoutContext; cart: CartLines },
  draft: CheckoutDraft,
  password: string,
): PrerequisiteResult {
  // The password lives in memory only: after a reload the confirm page asks for it again (PasswordAgain), so its
  // absence alone sends nobody back to step 1 — but a cart with a regular-delivery line, which cannot be ordered
  // without the account, goes back to step 1 for it, as before.
  const { isMember, hasRegular } = input.context
  const asksAgain = !isMember && !hasRegular && draft.registering && password === ''
  return checkPrerequisites(stop, {
    shopper: { isMember: input.context.isMember },
    cartLineCount: availableLineCount(input.cart),
    isComplete: (step) =>
      Object.keys(validateStep(step, draft, password, input.context)).every(
        (field) => asksAgain && field === 'PASSWORD',
      ),
  })
}

/**
 * The body of order/check and order: the spec's fields and the card token, never card data; PASSWORD only
 * for a guest who registers.
 */
export function orderBody(
  draft: CheckoutDraft,
  password: string,
  isMember: boolean,
): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = { ...sanitizeValues(draft.values) }
  const registering = !isMember && draft.registering && password !== ''
  if (registering) values.PASSWORD = password
  else values.AGREE_TERMS = false
  return stripCardData(values)
}

/** The draft without the card token: tokens are single use (also when the payment was declined). */
export function withoutCardToken(draft: CheckoutDraft): CheckoutDraft {
  return { ...draft, values: { ...draft.values, CARD_TOKEN: '', CARD_BRAND: '', CARD_LAST4: '' } }
}

/** The orderer's name and address as one block of text (the 「ご注文者様と同じ」 choice shows it). */
export function ordererAddressLines(v: DraftValues): string[] {
  const person = personOfCheckout(v)
  const name = [person.lastName, person.firstName].filter(Boolean).join(' ')
  return [
    name ? `${name} 様` : '',
    postalCodeText(person.postalCode),
    addressText(person),
    person.phone ? `電話番号：${person.phone}` : '',
  ].filter(Boolean)
}

/** DELIVERY_SPECIFIED_DATE and its select parts from a 'YYYY-MM-DD' date ('' clears them). */
export function deliveryDateFields(date: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  return {
    DELIVERY_SPECIFIED_DATE: m ? date : '',
    DELIVERY_SPECIFIED_DATE_YEAR: m ? m[1]! : '',
    DELIVERY_SPECIFIED_DATE_MONTH: m ? String(Number(m[2])) : '',
    DELIVERY_SPECIFIED_DATE_DAY: m ? String(Number(m[3])) : '',
  }
}

// ---------------------------------------------------------------------------------------------------------
// Browser storage (the one draft store, src/ui/form/draft-store.ts) and memory

export const CHECKOUT_DRAFT_KEY = 'checkout-draft'
export const CHECKOUT_IDEMPOTENCY_KEY = 'checkout-idempotency-key'
export const CHECKOUT_FLASH_KEY = 'checkout-flash'

const draftStorage = draftStore(CHECKOUT_DRAFT_KEY, draftFrom)
const idempotencyStorage = draftStore(CHECKOUT_IDEMPOTENCY_KEY, asString)

export function loadCheckoutDraft(): CheckoutDraft {
  return draftStorage.load() ?? emptyDraft()
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  draftStorage.save({ values: sanitizeValues(draft.values), registering: draft.registering })
}

let password = ''

/** The registering guest's password: this tab's memory only (gone after a reload). */
export const checkoutPassword = {
  get: () => password,
  set: (value: string) => {
    password = value
  },
}

/** The key of `POST order` the confirm page uses, kept so a reload or a second click reuses it. */
export const idempotencyKeyStore = {
  load: () => idempotencyStorage.load(),
  save: (key: string) => idempotencyStorage.save(key),
  clear: () => idempotencyStorage.clear(),
}

/** Messages the confirm page hands to a step (order/check refused a field of it). */
export interface StepFlash {
  path: string
  message: string
  errors: Record<string, string>
}

const flashStorage = draftStore<StepFlash>(CHECKOUT_FLASH_KEY, (parsed) => {
  if (!isRecord(parsed) || typeof parsed.path !== 'string' || !isRecord(parsed.errors)) return null
  const errors = Object.fromEntries(
    Object.entries(parsed.errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
  )
  return { path: parsed.path, message: typeof parsed.message === 'string' ? parsed.message : '', errors }
})

export function saveStepFlash(flash: StepFlash): void {
  flashStorage.save(flash)
}

/** The flash for this step's path, if any (read during render; cleared by clearStepFlash in an effect). */
export function peekStepFlash(path: string): StepFlash | null {
  const flash = flashStorage.load()
  return flash && flash.path === path ? flash : null
}

/**
 * A refusal of order/check or order that names fields (400): where to send the shopper (fields._step, the first
 * invalid step) with the messages to show there. Null when the refusal is of another kind or names no step.
 */
export function refusalFlash(error: unknown): StepFlash | null {
  if (!(error instanceof ApiClientError) || error.status !== 400) return null
  const { _step: path, ...errors } = error.fields ?? {}
  // Only a step can show field messages (`_form` errors name the confirm page itself).
  if (!path || !CHECKOUT_STEPS.some((step) => step.path === path)) return null
  return { path, message: error.message, errors }
}

export function clearStepFlash(): void {
  flashStorage.clear()
}

/** After the order: nothing of it stays in the tab. */
export function clearCheckout(): void {
  draftStorage.clear()
  flashStorage.clear()
  idempotencyKeyStore.clear()
  password = ''
}
