import { ApiClientError } from '@/lib/api/client'

/** The server's own Japanese message when it sent one; otherwise the screen's fallback (ADR 026: one place). */
export { errorMessageOf as apiErrorMessage } from '@/ui/form/error-message'

/** The field messages of a refused call, or none. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiClientError ? (error.fields ?? {}) : {}
}
