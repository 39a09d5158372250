/**
 * Payload's own logger (pino, pretty-printed as Payload does by default), with one rule: a refused or bad
 * request (4xx: Forbidden, NotFound, ValidationError, a refused status change…) is ONE line without a stack.
 *
 * Payload logs `{ err }` at error level, stack included, for every error whose class name is not in
 * `loggingLevels`: GraphQL wraps each Forbidden in a GraphQLError (so every anonymous GraphQL 403 printed a
 * stack), a minified production build renames the error classes, and APIError 4xx are `error` by default.
 * So the rule looks at the HTTP status the error carries, not at its name. 5xx errors keep their stacks.
 */
import { STATUS_CODES } from 'node:http'

import type { Config } from 'payload'
import { defaultLoggerOptions } from 'payload'

import { redactText } from '@/lib/log/redact'

type PinoOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']
type LogMethod = NonNullable<NonNullable<PinoOptions['hooks']>['logMethod']>

type ErrorLike = { message?: unknown; status?: unknown; originalError?: unknown }

function clientErrorStatus(err: unknown): number | null {
  if (!err || typeof err !== 'object') return null
  const e = err as ErrorLike
  for (const candidate of [e.status, (e.originalError as ErrorLike | undefined)?.status]) {
    if (typeof candidate === 'number' && candidate >= 400 && candidate < 500) return candidate
  }
  return null
}

/** The one line a 4xx error becomes: `403 Forbidden: <message>` (no stack, no request data, redacted). */
export function clientErrorLine(err: unknown): string | null {
  const status = clientErrorStatus(err)
  if (status === null) return null
  const e = err as ErrorLike
  // Redacted like every shop log line (a message could quote what was sent).
  const message = typeof e.message === 'string' ? redactText(e.message) : ''
  // The status text, not the class name: a minified build renames classes.
  return `${status} ${STATUS_CODES[status] ?? 'Client Error'}: ${message}`.replace(/\s+/g, ' ').trim()
}

export const oneLineClientErrors: LogMethod = function (args, method) {
  const [first] = args as unknown[]
  // pino takes an error either as `{ err }` or as the first argument itself.
  const err =
    first instanceof Error
      ? first
      : first && typeof first === 'object'
        ? (first as { err?: unknown }).err
        : undefined
  const line = err === undefined ? null : clientErrorLine(err)
  if (line === null) return method.apply(this, args)
  // Rewritten arguments carry no `err`, so this hook passes them through on the second call.
  this.info(line)
}

export const staffLoggerOptions: PinoOptions = { hooks: { logMethod: oneLineClientErrors } }

/** For `logger` in payload.config.ts: Payload's pretty output, with the rule above. */
export const payloadLogger = { options: staffLoggerOptions, destination: defaultLoggerOptions }
