/** /mypage/regular-delivery-address-change/ and its steps (spec §2, docs/adr/035, 059). */
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

/** The course's fields every step's form sends (the draft is the server's, in its cookie). */
export const courseFields = (c: CourseDelivery) => ({
  regularOrderNumber: c.regularOrderNumber,
  regularOrderDetailSequenceNumber: String(c.sequence),
})
