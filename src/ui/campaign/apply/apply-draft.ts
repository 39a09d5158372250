/**
 * A sample application's entries in the one draft store (src/ui/form/draft-store.ts) between the form and the
 * confirm page, for the sample they were typed for; the application number for the complete page once applied.
 */
import { draftStore, isRecord, overEmpty } from '@/ui/form/draft-store'

export type ApplyTarget = { promotionId: string; productCode: string }

export type ApplyEntries = {
  lastName: string
  firstName: string
  lastNameKana: string
  firstNameKana: string
  zipNumber: string
  prefecture: string
  municipalityCode: string
  city: string
  town: string
  streetAddress: string
  buildingName: string
  phoneNumber: string
  email: string
  agreePrivacy: boolean
}

export const emptyEntries: ApplyEntries = {
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  zipNumber: '',
  prefecture: '',
  municipalityCode: '',
  city: '',
  town: '',
  streetAddress: '',
  buildingName: '',
  phoneNumber: '',
  email: '',
  agreePrivacy: false,
}

export const ENTRY_NAMES = Object.keys(emptyEntries) as (keyof ApplyEntries)[]

type Stored = { target: ApplyTarget; entries: ApplyEntries }
type Result = { target: ApplyTarget; applicationNumber: string }

const isTarget = (v: unknown): v is ApplyTarget =>
  isRecord(v) && typeof v.promotionId === 'string' && typeof v.productCode === 'string'
const sameTarget = (a: ApplyTarget, b: ApplyTarget) =>
  a.promotionId === b.promotionId && a.productCode === b.productCode

const drafts = draftStore<Stored>('campaign-apply-draft', (v) =>
  isRecord(v) && isTarget(v.target) && isRecord(v.entries)
    ? { target: v.target, entries: overEmpty(emptyEntries, v.entries) }
    : null,
)
const results = draftStore<Result>('campaign-apply-result', (v) =>
  isRecord(v) && isTarget(v.target) && typeof v.applicationNumber === 'string'
    ? { target: v.target, applicationNumber: v.applicationNumber }
    : null,
)

/** The entries typed for this sample, or null. */
export function loadEntries(target: ApplyTarget): ApplyEntries | null {
  const stored = drafts.load()
  return stored && sameTarget(stored.target, target) ? stored.entries : null
}

export function saveEntries(target: ApplyTarget, entries: ApplyEntries): void {
  drafts.save({ target, entries })
}

/** Once applied: the entries go, the number stays for the complete page. */
export function completeApplication(target: ApplyTarget, applicationNumber: string): void {
  drafts.clear()
  results.save({ target, applicationNumber })
}

export function lastApplicationNumber(target: ApplyTarget): string | null {
  const result = results.load()
  return result && sameTarget(result.target, target) ? result.applicationNumber : null
}
