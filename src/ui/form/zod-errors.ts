import type { ZodError } from 'zod'

/** Field name → the Japanese message shown under that field. */
type FieldErrors = Record<string, string>

/** First message per top-level field of a failed zod parse (the same schema the API call validates with). */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    if (key && !out[key]) out[key] = issue.message
  }
  return out
}
