import { ApiClientError } from '@/lib/api/client'
import { BotCheckFailure } from '@/ui/bot-check/bot-check-solver'

/** The server's own Japanese message when it sent one; otherwise the screen's fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError && error.message) return error.message
  if (error instanceof BotCheckFailure) return error.message
  return fallback
}
