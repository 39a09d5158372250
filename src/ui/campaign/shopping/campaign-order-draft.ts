/**
 * A campaign's one-page order in the one draft store (src/ui/form/draft-store.ts): the product and quantity, what
 * was typed (the checkout's field names, never card data: sanitizeValues), the confirm screen's content once
 * checked, and the idempotency key of the confirm page, for the product they were typed for.
 */
import type { OrderReviewData } from '@/ui/checkout/OrderReview'
import { emptyDraftValues, sanitizeValues, type DraftValues } from '@/ui/checkout/checkout-draft'
import { draftStore, isRecord } from '@/ui/form/draft-store'

export type CampaignOrderTarget = { promotionId: string; productCode: string }

export type CampaignOrderDraft = {
  target: CampaignOrderTarget
  quantity: number
  values: DraftValues
  review: OrderReviewData | null
  idempotencyKey: string | null
}

const isTarget = (v: unknown): v is CampaignOrderTarget =>
  isRecord(v) && typeof v.promotionId === 'string' && typeof v.productCode === 'string'

const store = draftStore<CampaignOrderDraft>('campaign-order-draft', (v) =>
  isRecord(v) && isTarget(v.target)
    ? {
        target: v.target,
        quantity: typeof v.quantity === 'number' && v.quantity > 0 ? v.quantity : 1,
        values: sanitizeValues(v.values),
        review: isRecord(v.review) ? (v.review as OrderReviewData) : null,
        idempotencyKey: typeof v.idempotencyKey === 'string' ? v.idempotencyKey : null,
      }
    : null,
)

export const emptyOrderDraft = (target: CampaignOrderTarget): CampaignOrderDraft => ({
  target,
  quantity: 1,
  // One page: the parcel goes to the orderer unless the shopper says otherwise.
  values: { ...emptyDraftValues(), DESTINATION: '0' },
  review: null,
  idempotencyKey: null,
})

/** The draft of this product's order, or null. */
export function loadOrderDraft(target?: CampaignOrderTarget): CampaignOrderDraft | null {
  const draft = store.load()
  if (!draft) return null
  return !target ||
    (draft.target.promotionId === target.promotionId && draft.target.productCode === target.productCode)
    ? draft
    : null
}

export const saveOrderDraft = (draft: CampaignOrderDraft) => store.save(draft)
export const clearOrderDraft = () => store.clear()
