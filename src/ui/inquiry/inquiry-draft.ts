/**
 * The inquiry form's entries live in the one draft store (src/ui/form/draft-store.ts) between input, confirm and complete, so the back
 * button and a reload never lose what the shopper typed; they are cleared once sent.
 */
import type { InquiryInput } from '@/shop/inquiry/inquiry-schema'
import { asString, draftStore, isRecord, overEmpty } from '@/ui/form/draft-store'

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

const draftStorage = draftStore(KEY, (stored) => (isRecord(stored) ? overEmpty(emptyInquiry, stored) : null))
const receiptStorage = draftStore(RESULT_KEY, asString)

export function loadDraft(): Required<InquiryInput> {
  return draftStorage.load() ?? emptyInquiry
}

export function saveDraft(draft: InquiryInput): void {
  draftStorage.save({ ...emptyInquiry, ...draft })
}

/** Once sent: the entries go, the receipt number stays for the complete page. */
export function completeDraft(receiptNumber: string): void {
  draftStorage.clear()
  receiptStorage.save(receiptNumber)
}

export function lastReceiptNumber(): string | null {
  return receiptStorage.load()
}
