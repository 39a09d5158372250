/**
 * Redaction of customer information for logs (spec §8): names, addresses, emails, phone numbers, card
 * numbers, one-time passwords, passwords and tokens never reach a log line. Two nets: sensitive keys are
 * masked whatever their value, and free text is scanned for values that look like personal data.
 */

export const REDACTED = '[REDACTED]'

const SENSITIVE_KEY =
  /(first_?name|last_?name|full_?name|name_?kana|kana|name|address|street|building|town|city|prefecture|municipality|zip|postal|email|mail_?address|phone|tel|mobile|birth|card|cvc|cvv|security_?code|password|passwd|otp|one_?time_?password|token|secret|cookie|authorization|session|destination|cancel_?reason_?note)/i

/** Keys that contain a sensitive word but are safe diagnostics. */
const SAFE_KEY =
  /^(level|msg|time|err|error_?code|code|status|method|path|route|durationMs|count|collection|event)$/i

const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // e-mail addresses
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[EMAIL]'],
  // card numbers: 13–19 digits, optionally grouped by spaces or hyphens
  [/\b(?:\d[ -]?){12,18}\d\b/g, '[CARD]'],
  // Japanese phone numbers (10–11 digits): 0312345678, 090-1234-5678, 03-1234-5678
  [/\b0\d{9,10}\b|\b0\d{1,4}-\d{1,4}-\d{4}\b/g, '[PHONE]'],
  // postal codes NNN-NNNN
  [/\b\d{3}-\d{4}\b/g, '[POSTAL]'],
  // bearer tokens and long opaque secrets
  [/\b(Bearer\s+)[A-Za-z0-9._~+/-]+=*/g, '$1[TOKEN]'],
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[TOKEN]'],
]

export function redactText(text: string): string {
  let out = text
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement)
  return out
}

function isSensitiveKey(key: string): boolean {
  return !SAFE_KEY.test(key) && SENSITIVE_KEY.test(key)
}

/** Deep copy of `value` with sensitive keys masked and personal-looking text replaced. */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (depth > 8) return '[DEPTH]'
  if (typeof value === 'string') return redactText(value)
  if (value === null || typeof value !== 'object') return value
  if (seen.has(value)) return '[CIRCULAR]'
  seen.add(value)
  if (value instanceof Error) {
    return {
      name: value.name,
      message: redactText(value.message),
      stack: value.stack ? redactText(value.stack) : undefined,
      ...(value.cause !== undefined ? { cause: redact(value.cause, depth + 1, seen) } : {}),
    }
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1, seen))
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      isSensitiveKey(key) && v !== null && v !== undefined && v !== '' ? REDACTED : redact(v, depth + 1, seen)
  }
  return out
}
