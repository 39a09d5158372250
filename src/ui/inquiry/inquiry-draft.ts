/**
 * The inquiry form's entries live in sessionStorage between input, confirm and complete, so the back
 * button and a reload never lose what the shopper typed; they are cleared once sent.
 */
import type { InquiryInput } from '@/shop/inquiry/inquiry-schema'

const KEY = 'inquiry-contact-draft'
const RESULT_KEY = 'inquiry-contact-result'

export const emptyInquiry: Required<InquiryInput> = {
  category: '',
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  email: '',
  phone: '',
  orderNumber: '',
  message: '',
}

export function loadDraft(): Required<InquiryInput> {
  try {
    const raw = sessionStorage.getItem(KEY)
    return raw ? { ...emptyInquiry, ...(JSON.parse(raw) as InquiryInput) } : emptyInquiry
  } catch {
    return emptyInquiry
  }
}

export function saveDraft(draft: InquiryInput): void {
  sessionStorage.setItem(KEY, JSON.stringify(draft))
}

export function completeDraft(receiptNumber: string): void {
  sessionStorage.removeItem(KEY)
  sessionStorage.setItem(RESULT_KEY, receiptNumber)
}

export function lastReceiptNumber(): string | null {
  return sessionStorage.getItem(RESULT_KEY)
}
