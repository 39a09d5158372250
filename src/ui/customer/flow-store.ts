/**
 * The state of a multi-page procedure (password re-register, mail address change), kept in the one draft store
 * (src/ui/form/draft-store.ts): a reload or the back button keeps the step, a new tab or a closed browser starts
 * over, and nothing outlives the tab. It holds the transaction id and the address, never a code or a password.
 */
import { asString, draftStore, type DraftStore, sameShape } from '@/ui/form/draft-store'

export interface FlowState {
  email: string
  transactionId: string
  /** When the last code was sent, ms since epoch (the resend countdown). */
  sentAt: number
  verified: boolean
  completed: boolean
}

export type FlowStore = Pick<DraftStore<FlowState>, 'load' | 'save' | 'update' | 'clear'>

const EMPTY_FLOW: FlowState = { email: '', transactionId: '', sentAt: 0, verified: false, completed: false }

export function flowStore(key: string): FlowStore {
  return draftStore(key, (stored) => sameShape(EMPTY_FLOW, stored))
}

const flashStorage = draftStore('flow-flash', asString)

/** A message for the next page to show once (why the shopper was sent back to the start). */
export function setFlash(message: string): void {
  flashStorage.save(message)
}

/** Read during render (so it is pure); the page clears it once shown, with `clearFlash` in an effect. */
export function peekFlash(): string {
  return flashStorage.load() ?? ''
}

export function clearFlash(): void {
  flashStorage.clear()
}

export const MISSING_STEP_MESSAGE =
  'お手続きの途中の情報が見つからないため、最初の画面に戻りました。お手数ですが、もう一度お手続きください。'
