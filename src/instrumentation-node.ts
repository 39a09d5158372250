/** The Node.js half of src/instrumentation.ts (kept apart so nothing here is bundled for another runtime). */
import { env } from '@/lib/config/env'
import { logger } from '@/lib/log'
import { cardSandbox } from '@/shop/payments/sandbox/card-sandbox'

export async function startServerChecks(): Promise<void> {
  // Importing env has already applied the start-up rule (it throws on a refusal).
  logger.info('start-up settings', { signingKeyFrom: env.payloadSecretSource, sandbox: env.sandboxEnabled })
  if (env.sandboxEnabled && (!env.CARD_PROVIDER_URL || !env.RAKUTEN_PAY_URL)) await cardSandbox()
}
