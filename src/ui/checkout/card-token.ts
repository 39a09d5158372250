/**
 * The card-token service's script (docs/adr/018-payments-and-card-sandbox.md): loaded with a <script> from the
 * provider's origin, it sends the card details from the browser to the provider and hands back a single-use
 * token. The shop's pages never send or store the details themselves.
 */
export interface CardDetails {
  number: string
  expMonth: string
  expYear: string
  cvc: string
  holderName: string
}

export interface CardTokenResult {
  token: string
  brand: string
  last4: string
}

interface CardTokenService {
  createToken(card: CardDetails): Promise<CardTokenResult>
}

declare global {
  interface Window {
    SandboxCardToken?: CardTokenService
  }
}

/** The card input a refusal names (the token script's `field`). */
export type CardInputField = 'number' | 'expiry' | 'cvc' | 'holderName'
const CARD_INPUT_FIELDS: readonly string[] = ['number', 'expiry', 'cvc', 'holderName']

export const CARD_TOKEN_MESSAGES = {
  unavailable:
    'ただいまクレジットカードをご利用いただけません。時間をおいて再度お試しいただくか、他のお支払い方法を選択してください。',
  failed: 'カード情報を確認できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
} as const

/** A refusal of the token script: its Japanese message, on the input it names when it names one. */
export class CardTokenError extends Error {
  readonly field: CardInputField | null
  constructor(message: string, field: CardInputField | null) {
    super(message)
    this.name = 'CardTokenError'
    this.field = field
  }
}

const loading = new Map<string, Promise<void>>()

function loadScript(url: string): Promise<void> {
  const known = loading.get(url)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading.delete(url)
      script.remove()
      reject(new CardTokenError(CARD_TOKEN_MESSAGES.unavailable, null))
    }
    document.head.appendChild(script)
  })
  loading.set(url, promise)
  return promise
}

/** Starts loading the script early (when the shopper chooses a new card); failures surface on createCardToken. */
export function preloadCardTokenScript(url: string | null): void {
  if (!url || typeof window === 'undefined' || window.SandboxCardToken) return
  loadScript(url).catch(() => undefined)
}

/** Turns the card details into a token; rejects with a CardTokenError carrying a Japanese message. */
export async function createCardToken(url: string | null, card: CardDetails): Promise<CardTokenResult> {
  if (!url) throw new CardTokenError(CARD_TOKEN_MESSAGES.unavailable, null)
  if (!window.SandboxCardToken) await loadScript(url)
  const service = window.SandboxCardToken
  if (!service) throw new CardTokenError(CARD_TOKEN_MESSAGES.unavailable, null)
  try {
    const result = await service.createToken(card)
    if (!result || typeof result.token !== 'string' || result.token === '')
      throw new CardTokenError(CARD_TOKEN_MESSAGES.failed, null)
    return { token: result.token, brand: String(result.brand ?? ''), last4: String(result.last4 ?? '') }
  } catch (error) {
    if (error instanceof CardTokenError) throw error
    const message = error instanceof Error && error.message ? error.message : CARD_TOKEN_MESSAGES.failed
    const field = (error as { field?: unknown } | null)?.field
    throw new CardTokenError(
      message,
      typeof field === 'string' && CARD_INPUT_FIELDS.includes(field) ? (field as CardInputField) : null,
    )
  }
}
