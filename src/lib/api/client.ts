/**
 * The storefront's client for the shop API, typed by the same declarations the server validates with
 * (docs/adr/003-api-contract.md). Spec §9: site-root base, 30 s timeout, cookies sent, JSON accepted.
 * It sends calls through their routes (./routes.ts, generated from the declarations), so neither this module nor
 * a page that calls the API loads zod (docs/adr/037-javascript-budget.md); zod appears here in types only.
 */
import type { z } from 'zod'

import type { CallRoute, Refused } from './call-route'
import type { ApiCall, CallParamsInput, CallQueryInput, CallResponse } from './define-call'
import { CLIENT_ERROR_MESSAGES } from './client-messages'
import { isApiErrorEnvelope, RequiredError, type ApiErrorEnvelope } from './errors'

export { CLIENT_ERROR_MESSAGES } from './client-messages'

export { RequiredError } from './errors'

export const DEFAULT_TIMEOUT_MS = 30_000

/** A call that did not succeed: `status` 0 means no answer arrived (code 'timeout' or 'network_error'). */
export class ApiClientError extends Error {
  readonly status: number
  readonly code: string
  /** The server's error envelope when it sent one. */
  readonly body: ApiErrorEnvelope | undefined

  constructor(status: number, code: string, message: string, body?: ApiErrorEnvelope, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause })
    this.name = 'ApiClientError'
    this.status = status
    this.code = code
    this.body = body
  }

  get fields(): Record<string, string> | undefined {
    return this.body?.error.fields
  }
}

/** Only an object with no required keys is assignable from it: "may every key be left out?" */
type NoKeys = Record<never, never>

type PartArg<K extends string, V> = undefined extends V ? { [P in K]?: V } : { [P in K]: V }
type SchemaArg<K extends string, S> = S extends z.ZodType
  ? NoKeys extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : PartArg<K, z.input<S>>
  : { [P in K]?: undefined }

export type CallArgs<C extends ApiCall> = SchemaArg<'params', C['params']> &
  SchemaArg<'query', C['query']> &
  SchemaArg<'body', C['body']> & {
    /** Cancels the call (e.g. when a component unmounts); rethrown as the caller's own abort reason. */
    signal?: AbortSignal
  }

/** The arguments may be left out entirely when nothing in them is required. */
export type CallArgsTuple<C extends ApiCall> =
  NoKeys extends CallArgs<C> ? [args?: CallArgs<C>] : [args: CallArgs<C>]

export interface ApiClient {
  call<C extends ApiCall>(route: CallRoute<C>, ...args: CallArgsTuple<C>): Promise<CallResponse<C>>
  url<C extends ApiCall>(route: CallRoute<C>, params?: CallParamsInput<C>, query?: CallQueryInput<C>): string
}

export interface ApiClientOptions {
  /** '' for the site root (the browser's own origin). */
  baseUrl?: string
  fetch?: (input: string, init: RequestInit) => Promise<Response>
  timeoutMs?: number
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

const isMissing = (v: unknown): v is null | undefined => v === undefined || v === null

const refuses = (refused: Refused, key: string, missing: null | undefined) =>
  (missing === undefined ? refused.undefined : refused.null).includes(key)

/**
 * Mirrors generated OpenAPI clients: a required value that is null or undefined stops the call before anything
 * is sent. "Required" means the schema neither marks the key optional nor accepts the missing value; the route
 * lists those keys (src/lib/api/route-source.ts reads them off the declaration).
 */
function assertRequired(route: CallRoute, part: 'params' | 'query' | 'body', given: unknown) {
  const { required } = route
  if (part === 'body') {
    if (!route.hasBody) return
    if (isMissing(given)) {
      if (required.body.includes(given === undefined ? 'undefined' : 'null'))
        throw new RequiredError(part, route.operationId)
      return
    }
  }
  // Path params and query are lists of named values, so a missing list is reported by its first required name.
  const value = isMissing(given) ? {} : given
  if (!isRecord(value)) return
  const refused = part === 'body' ? required.bodyKeys : required[part]
  for (const key of new Set([...refused.undefined, ...refused.null])) {
    const v = value[key]
    if (isMissing(v) && refuses(refused, key, v)) throw new RequiredError(key, route.operationId)
  }
}

function wireValue(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined
  if (Array.isArray(v)) return v.map((x) => wireValue(x) ?? '').join(',')
  if (v instanceof Date) return v.toISOString()
  if (typeof v === 'object') return JSON.stringify(v)
  return String(v)
}

function toSearchParams(values: unknown): URLSearchParams {
  const search = new URLSearchParams()
  if (!isRecord(values)) return search
  for (const [key, value] of Object.entries(values)) {
    const wire = wireValue(value)
    if (wire !== undefined) search.set(key, wire)
  }
  return search
}

/**
 * `/api/<path>/`: the trailing slash matches next.config's trailingSlash, which would otherwise answer every
 * call with a redirect first.
 */
export function buildCallUrl(
  route: Pick<CallRoute, 'path'>,
  params: unknown,
  query: unknown,
  baseUrl = '',
): string {
  const values = isRecord(params) ? params : {}
  const path = route.path.replace(/\{([^{}]+)\}/g, (_, name: string) =>
    encodeURIComponent(wireValue(values[name]) ?? ''),
  )
  const search = toSearchParams(query).toString()
  return `${baseUrl.replace(/\/+$/, '')}/api/${path}/${search ? `?${search}` : ''}`
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? ''
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  // Looked up per call and called unbound: window.fetch throws "Illegal invocation" when called as a method
  // of another object, and tests may replace globalThis.fetch after this module loaded.
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init))

  async function call<C extends ApiCall>(
    apiCall: CallRoute<C>,
    ...rest: CallArgsTuple<C>
  ): Promise<CallResponse<C>> {
    const args: Partial<Record<'params' | 'query' | 'body', unknown>> & { signal?: AbortSignal } =
      rest[0] ?? {}
    assertRequired(apiCall, 'params', args.params)
    assertRequired(apiCall, 'query', args.query)
    assertRequired(apiCall, 'body', args.body)

    const headers: Record<string, string> = { accept: 'application/json' }
    let body: string | undefined
    if (apiCall.hasBody && args.body !== undefined) {
      if (apiCall.bodyEncoding === 'form') {
        headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8'
        body = toSearchParams(args.body).toString()
      } else {
        headers['content-type'] = 'application/json'
        body = JSON.stringify(args.body)
      }
    }

    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onCallerAbort = () => controller.abort(args.signal?.reason)
    if (args.signal?.aborted) onCallerAbort()
    else args.signal?.addEventListener('abort', onCallerAbort, { once: true })

    try {
      const response = await doFetch(buildCallUrl(apiCall, args.params, args.query, baseUrl), {
        method: apiCall.method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      })
      const data = await readJson(response)
      if (response.ok) return data as CallResponse<C>
      if (isApiErrorEnvelope(data))
        throw new ApiClientError(response.status, data.error.code, data.error.message, data)
      throw new ApiClientError(response.status, `http_${response.status}`, CLIENT_ERROR_MESSAGES.failed)
    } catch (error) {
      if (error instanceof ApiClientError) throw error
      if (timedOut) throw new ApiClientError(0, 'timeout', CLIENT_ERROR_MESSAGES.timeout, undefined, error)
      if (args.signal?.aborted) throw error
      throw new ApiClientError(0, 'network_error', CLIENT_ERROR_MESSAGES.network, undefined, error)
    } finally {
      clearTimeout(timer)
      args.signal?.removeEventListener('abort', onCallerAbort)
    }
  }

  return {
    call,
    url: (apiCall, params, query) => buildCallUrl(apiCall, params, query, baseUrl),
  }
}

/** The storefront's client: same-origin, so the browser sends the shop's cookies. */
export const api = createApiClient()
