/**
 * The shop API's error shape, shared by the server (which sends it), the client (which reads it) and the
 * OpenAPI document. Messages are Japanese because the storefront shows them to shoppers as they are; codes are
 * stable English identifiers for programs. Client-safe: no server-only imports, and no zod (the browser reads
 * error answers through isApiErrorEnvelope; the OpenAPI document's schema is ./error-schema.ts, which a unit test
 * holds to the same shape; docs/adr/037-javascript-budget.md).
 */
import { API_BODY_LIMIT_BYTES, limitText } from '@/lib/http/body-limit'

export interface ApiErrorEnvelope {
  error: {
    code: string
    message: string
    fields?: Record<string, string>
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** Whether an answer's body is the shop's error envelope (the shape ./error-schema.ts describes). */
export function isApiErrorEnvelope(body: unknown): body is ApiErrorEnvelope {
  if (!isRecord(body) || !isRecord(body.error)) return false
  const { code, message, fields } = body.error
  if (typeof code !== 'string' || typeof message !== 'string') return false
  return (
    fields === undefined ||
    (isRecord(fields) && !Array.isArray(fields) && Object.values(fields).every((v) => typeof v === 'string'))
  )
}

export const API_ERROR_MESSAGES = {
  badRequest: '入力内容をご確認ください。',
  validationFailed: '入力内容をご確認ください。',
  invalidBody: '送信内容を読み取れませんでした。',
  invalidPath: 'URLの形式が正しくありません。アドレスをご確認ください。',
  payloadTooLarge: `送信内容が大きすぎます。${limitText(API_BODY_LIMIT_BYTES)}以内でお送りください。`,
  forbidden: 'この操作を行うことはできません。',
  forbiddenOrigin: '不正なリクエストです。ページを再読み込みしてからお試しください。',
  notFound: 'お探しの情報が見つかりませんでした。',
  conflict: 'ほかの操作と重なったため完了できませんでした。ページを再読み込みしてからお試しください。',
  tooManyRequests: '短時間に続けて操作されたため、しばらく時間をおいてお試しください。',
  internal: 'ただいま処理を完了できませんでした。時間をおいて再度お試しください。',
  unavailable: 'ただいまサービスを利用できません。時間をおいて再度お試しください。',
} as const

/** Spec §8 fixes this wording (it is the one generated OpenAPI clients use), so it stays English. */
export function requiredParameterMessage(param: string, operationId: string): string {
  // Generated clients name parameters in camelCase (spec §5: sortMethod for the query key sort-method).
  const name = param.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
  return `Required parameter ${name} was null or undefined when calling ${operationId}.`
}

export interface ApiErrorOptions {
  fields?: Record<string, string>
  headers?: Record<string, string>
  cause?: unknown
}

/** Thrown by implementations (and by server.ts itself); `handle` turns it into its status and envelope. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: Record<string, string> | undefined
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers: Record<string, string>

  constructor(status: number, code: string, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = options.fields
    this.headers = options.headers ?? {}
  }

  toEnvelope(): ApiErrorEnvelope {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    }
  }

  static badRequest(
    message: string = API_ERROR_MESSAGES.badRequest,
    fields?: Record<string, string>,
    code = 'bad_request',
  ) {
    return new ApiError(400, code, message, fields ? { fields } : {})
  }

  static forbidden(message: string = API_ERROR_MESSAGES.forbidden, code = 'forbidden') {
    return new ApiError(403, code, message)
  }

  static notFound(message: string = API_ERROR_MESSAGES.notFound, code = 'not_found') {
    return new ApiError(404, code, message)
  }

  static conflict(message: string = API_ERROR_MESSAGES.conflict, code = 'conflict') {
    return new ApiError(409, code, message)
  }

  static tooManyRequests(message: string = API_ERROR_MESSAGES.tooManyRequests, retryAfterSeconds?: number) {
    const headers: Record<string, string> =
      retryAfterSeconds === undefined
        ? {}
        : { 'retry-after': String(Math.max(0, Math.ceil(retryAfterSeconds))) }
    return new ApiError(429, 'too_many_requests', message, { headers })
  }

  static internal(message: string = API_ERROR_MESSAGES.internal, code = 'internal_error') {
    return new ApiError(500, code, message)
  }
}

/**
 * Raised by the client before anything is sent when a required value is null or undefined; `field` names it the
 * way generated OpenAPI clients do.
 */
export class RequiredError extends Error {
  readonly field: string
  readonly operationId: string

  constructor(field: string, operationId: string) {
    super(requiredParameterMessage(field, operationId))
    this.name = 'RequiredError'
    this.field = field
    this.operationId = operationId
  }
}
