/**
 * Turns a call declaration into a Next route handler (docs/adr/003-api-contract.md): Origin check, parsing and
 * validation with Japanese field messages, the spec §8 required-parameter wording, the JSON error envelope,
 * and never a stack trace in a response.
 */
import type { z } from 'zod'

import { env } from '@/lib/config/env'
import { API_BODY_LIMIT_BYTES, BodyTooLargeError, readLimitedBody } from '@/lib/http/body-limit'
import { hasMalformedPercentEncoding } from '@/lib/http/path-encoding'
import { logger } from '@/lib/log'

import type { ApiCall, CallBody, CallParams, CallQuery, CallResponse } from './define-call'
import { API_ERROR_MESSAGES, ApiError, requiredParameterMessage } from './errors'
import { addField, fieldMap, mergeFields } from './field-map'
import { japaneseErrorMap, zodErrorToFields } from './zod-messages'

export interface RouteContext {
  params: Promise<Record<string, string | string[]>>
}

export type RouteHandler = (request: Request, ctx: RouteContext) => Promise<Response>

export interface ImplInput<C extends ApiCall> {
  params: CallParams<C>
  query: CallQuery<C>
  body: CallBody<C>
  request: Request
}

/** Return the data (sent as JSON 200), or a Response when the call needs its own status, cookies or redirect. */
export type Impl<C extends ApiCall> = (
  input: ImplInput<C>,
) => Promise<CallResponse<C> | Response> | CallResponse<C> | Response

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

export function jsonResponse(value: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(value ?? null), { status, headers: { ...JSON_HEADERS, ...headers } })
}

export function errorResponse(error: ApiError): Response {
  return jsonResponse(error.toEnvelope(), error.status, error.headers)
}

/**
 * CSRF rule for state-changing calls (POST, PUT, DELETE):
 * - with an Origin header, it must be the request's own origin or SITE_URL's origin (the public origin behind
 *   a proxy, where request.url may show the internal host);
 * - without Origin, a browser still tells us through Sec-Fetch-Site, which must then be 'same-origin';
 * - with neither header the caller is not a browser (curl, a server, a test). Such a caller can only act with
 *   credentials it holds itself, so it is accepted unless it sends a Cookie, which is exactly what a forged
 *   request would ride on.
 */
export function isAllowedOrigin(
  request: Request,
  allowedOrigins: readonly string[] = siteOrigins(),
): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null) return origin === new URL(request.url).origin || allowedOrigins.includes(origin)
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null) return fetchSite === 'same-origin'
  return !request.headers.has('cookie')
}

function siteOrigins(): string[] {
  try {
    return [new URL(env.SITE_URL).origin]
  } catch {
    return []
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE'])

export type Part = 'params' | 'query' | 'body'
type Raw = Record<string, unknown>

/**
 * Repeated keys join with commas, the same shape as a comma list, so one schema handles both spellings. The
 * keys are the client's, so the map has no prototype (`constructor=x` is a key like any other).
 */
function collect(entries: Iterable<[string, FormDataEntryValue]>, emptyIsAbsent: boolean): Raw {
  const out = Object.create(null) as Record<string, string | undefined>
  for (const [key, value] of entries) {
    if (typeof value !== 'string') continue
    const prev = out[key]
    out[key] = prev === undefined || prev === '' ? value : value === '' ? prev : `${prev},${value}`
  }
  // An empty query value is how links and GET forms say "not given"; form bodies keep '' so a blank input
  // gets its field's message ("氏名を入力してください") rather than the technical required-parameter one.
  if (emptyIsAbsent) for (const key of Object.keys(out)) if (out[key] === '') out[key] = undefined
  return out
}

async function readParams(ctx: RouteContext | undefined): Promise<Raw> {
  const params = (await ctx?.params) ?? {}
  const out: Raw = {}
  for (const [key, value] of Object.entries(params)) out[key] = value === '' ? undefined : value
  return out
}

/**
 * The body, read through the size limit before any parsing (docs/adr/024-hostile-input.md): over
 * API_BODY_LIMIT_BYTES answers 413 without buffering the rest.
 */
async function readBody(call: ApiCall, request: Request): Promise<unknown> {
  const invalid = () => new ApiError(400, 'invalid_body', API_ERROR_MESSAGES.invalidBody)
  const contentType = request.headers.get('content-type') ?? ''
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = await readLimitedBody(request, API_BODY_LIMIT_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new ApiError(413, 'payload_too_large', API_ERROR_MESSAGES.payloadTooLarge)
    throw invalid()
  }
  try {
    if (call.bodyEncoding === 'form' && contentType.startsWith('multipart/form-data')) {
      // The bounded bytes parsed as the same multipart body (the boundary is in the content type).
      const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
      return collect(form, false)
    }
    const text = new TextDecoder().decode(bytes)
    if (call.bodyEncoding === 'form') return collect(new URLSearchParams(text), false)
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown)
  } catch {
    throw invalid()
  }
}

export interface Validated {
  params: unknown
  query: unknown
  body: unknown
}

/**
 * A value missing from the request that its schema requires is reported with the spec §8 wording. The raw
 * value decides "missing" rather than the issue's input, because coercing schemas see NaN, not undefined.
 */
export function validate(call: ApiCall, raw: Record<Part, unknown>): Validated {
  const out: Validated = { params: undefined, query: undefined, body: undefined }
  const fields = fieldMap()
  let failed = false
  let missing: string | undefined
  for (const part of ['params', 'query', 'body'] as const) {
    const schema: z.ZodType | undefined = call[part]
    if (!schema) continue
    const value = raw[part]
    const result = schema.safeParse(value, { error: japaneseErrorMap(schema) })
    if (result.success) {
      out[part] = result.data
      continue
    }
    failed = true
    for (const issue of result.error.issues) {
      if (missing !== undefined || issue.code !== 'invalid_type') continue
      if (issue.path.length === 0 && (value === undefined || value === null)) missing = part
      const key = issue.path[0]
      if (issue.path.length === 1 && typeof key === 'string' && isRecord(value) && value[key] == null)
        missing = key
    }
    mergeFields(fields, zodErrorToFields(result.error, part))
  }
  if (missing !== undefined)
    throw new ApiError(400, 'required_parameter', requiredParameterMessage(missing, call.operationId), {
      fields,
    })
  if (failed) {
    // A failed part always answers 400, even if (against zod's contract) it reported no issue to name.
    if (Object.keys(fields).length === 0) addField(fields, '', API_ERROR_MESSAGES.validationFailed)
    throw new ApiError(400, 'validation_failed', API_ERROR_MESSAGES.validationFailed, { fields })
  }
  return out
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** Adds the API's default headers to a Response the implementation built, keeping whatever it set itself. */
function withDefaults(response: Response): Response {
  const headers = new Headers(response.headers)
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store')
  if (!headers.has('content-type') && response.body !== null)
    headers.set('content-type', JSON_HEADERS['content-type'])
  // Rebuilt rather than mutated: Response.redirect() and fetched responses have immutable headers.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** Contract drift shows in development and tests; production keeps answering rather than failing a shopper. */
function checkResponse(call: ApiCall, value: unknown) {
  if (env.isProduction) return
  const result = call.response.safeParse(value)
  if (result.success) return
  logger.warn('api response does not match its declaration', {
    operationId: call.operationId,
    issues: result.error.issues
      .slice(0, 10)
      .map((i) => ({ path: i.path.join('.'), code: i.code, msg: i.message })),
  })
}

export interface HandleOptions {
  /**
   * More origins a state-changing call accepts besides the shop's own: only for the payment providers' hand-back
   * routes, which receive a cross-site form POST (docs/adr/020-checkout-flow.md). Read per request (the
   * provider's origin may be known only once its sandbox runs).
   */
  allowedOrigins?: () => Promise<readonly string[]> | readonly string[]
}

async function originAllowed(request: Request, options: HandleOptions): Promise<boolean> {
  if (isAllowedOrigin(request)) return true
  if (!options.allowedOrigins) return false
  return isAllowedOrigin(request, [...siteOrigins(), ...(await options.allowedOrigins())])
}

export function handle<C extends ApiCall>(call: C, impl: Impl<C>, options: HandleOptions = {}): RouteHandler {
  return async (request, ctx) => {
    try {
      // Next's router may hand over a path it could not decode (or a test may): refuse it, never decode it.
      if (hasMalformedPercentEncoding(new URL(request.url).pathname))
        throw new ApiError(400, 'invalid_path', API_ERROR_MESSAGES.invalidPath)
      if (STATE_CHANGING.has(call.method) && !(await originAllowed(request, options))) {
        logger.warn('api request refused: origin', {
          operationId: call.operationId,
          origin: request.headers.get('origin'),
          fetchSite: request.headers.get('sec-fetch-site'),
        })
        throw new ApiError(403, 'forbidden_origin', API_ERROR_MESSAGES.forbiddenOrigin)
      }
      const raw: Record<Part, unknown> = {
        params: await readParams(ctx),
        query: collect(new URL(request.url).searchParams, true),
        body: call.body ? await readBody(call, request) : undefined,
      }
      const input = validate(call, raw)
      // validate() parsed each part with its own schema, so these are the schemas' output types.
      const result = await impl({
        params: input.params as CallParams<C>,
        query: input.query as CallQuery<C>,
        body: input.body as CallBody<C>,
        request,
      })
      if (result instanceof Response) return withDefaults(result)
      checkResponse(call, result)
      return jsonResponse(result)
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status >= 500)
          logger.error('api call failed', { operationId: call.operationId, code: error.code })
        else
          logger.debug('api call refused', {
            operationId: call.operationId,
            code: error.code,
            status: error.status,
          })
        return errorResponse(error)
      }
      logger.error('api call failed', {
        operationId: call.operationId,
        err: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      })
      return errorResponse(ApiError.internal())
    }
  }
}
