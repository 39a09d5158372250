/**
 * The state of a multi-page procedure (password re-register, mail address change) kept in sessionStorage:
 * a reload or the back button keeps the step, a new tab or a closed browser starts over, and nothing
 * outlives the tab. It holds the transaction id and the address, never a code or a password.
 */
export interface FlowState {
  email: string
  transactionId: string
  /** When the last code was sent, ms since epoch (the resend countdown). */
  sentAt: number
  verified: boolean
  completed: boolean
}

const FLASH_KEY = 'flow-flash'

export interface FlowStore {
  load(): FlowState | null
  save(state: FlowState): void
  update(patch: Partial<FlowState>): void
  clear(): void
}

const isFlowState = (v: unknown): v is FlowState =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as FlowState).email === 'string' &&
  typeof (v as FlowState).transactionId === 'string'

export function flowStore(key: string): FlowStore {
  const load = (): FlowState | null => {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null')
      return isFlowState(parsed) ? parsed : null
    } catch {
      return null
    }
  }
  const save = (state: FlowState) => sessionStorage.setItem(key, JSON.stringify(state))
  return {
    load,
    save,
    update(patch) {
      const current = load()
      if (current) save({ ...current, ...patch })
    },
    clear: () => sessionStorage.removeItem(key),
  }
}

/** A message for the next page to show once (why the shopper was sent back to the start). */
export function setFlash(message: string): void {
  sessionStorage.setItem(FLASH_KEY, message)
}

/** Read during render (so it is pure); the page clears it once shown, with `clearFlash` in an effect. */
export function peekFlash(): string {
  return sessionStorage.getItem(FLASH_KEY) ?? ''
}

export function clearFlash(): void {
  sessionStorage.removeItem(FLASH_KEY)
}

export const MISSING_STEP_MESSAGE =
  'お手続きの途中の情報が見つからないため、最初の画面に戻りました。お手数ですが、もう一度お手続きください。'
