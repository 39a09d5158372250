import { flowStore } from '@/ui/customer/flow-store'
import { draftStore, isRecord } from '@/ui/form/draft-store'

/** /mypage/regular-delivery-address-change/ and its steps (spec §2, docs/adr/035). */
const BASE = '/mypage/regular-delivery-address-change/'

export interface CourseDelivery {
  regularOrderNumber: string
  sequence: number
}

const query = (c: CourseDelivery) =>
  new URLSearchParams({
    regularOrderNumber: c.regularOrderNumber,
    regularOrderDetailSequenceNumber: String(c.sequence),
  }).toString()

export const ADDRESS_CHANGE_PATHS = {
  start: (c: CourseDelivery) => `${BASE}?${query(c)}`,
  confirm: (c: CourseDelivery) => `${BASE}confirm/?${query(c)}`,
  code: (c: CourseDelivery) => `${BASE}one-time-password/?${query(c)}`,
  complete: (c: CourseDelivery) => `${BASE}request-complete/?${query(c)}`,
} as const

export const ADDRESS_CHANGE_STEPS = ['新しいお届け先', '確認', '確認コード', '完了'] as const

/** The entered destination (registration names) for one course and delivery. */
export interface AddressDraft extends CourseDelivery {
  values: Record<string, string>
}

export const addressDraftStore = draftStore<AddressDraft>('regular-address-change', (stored) => {
  if (!isRecord(stored) || !isRecord(stored.values)) return null
  const { regularOrderNumber, sequence } = stored
  if (typeof regularOrderNumber !== 'string' || typeof sequence !== 'number') return null
  const values: Record<string, string> = {}
  for (const [k, v] of Object.entries(stored.values)) if (typeof v === 'string') values[k] = v
  return { regularOrderNumber, sequence, values }
})

/** The one-time-password transaction; `email` is the member's own address (where the code goes). */
export const addressCodeStore = flowStore('regular-address-change-code')

export const isDraftOf = (draft: AddressDraft | null, c: CourseDelivery): draft is AddressDraft =>
  draft !== null && draft.regularOrderNumber === c.regularOrderNumber && draft.sequence === c.sequence
