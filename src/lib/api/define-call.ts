/**
 * One declaration per shop API call (docs/adr/003-api-contract.md). The same object drives the server's
 * validation (server.ts), the storefront's typed client (client.ts) and the OpenAPI document (openapi.ts), so
 * the three cannot drift apart. This module stays free of server-only imports because the client bundles it.
 */
import type { z } from 'zod'

import type { CallRoute } from './call-route'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type BodyEncoding = 'json' | 'form'

/** Path params and query are flat key/value lists on the wire, so only object schemas can describe them. */
export type ObjectSchema = z.ZodObject<z.core.$ZodLooseShape, z.core.$ZodObjectConfig>

export interface ApiCall<
  M extends HttpMethod = HttpMethod,
  P extends ObjectSchema | undefined = ObjectSchema | undefined,
  Q extends ObjectSchema | undefined = ObjectSchema | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: M
  /** Relative to /api/, OpenAPI template syntax for path params: 'address/{postalCode}'. */
  readonly path: string
  readonly operationId: string
  /** Japanese, shown in the API reference. */
  readonly summary: string
  readonly tags: readonly string[]
  readonly params: P
  readonly query: Q
  readonly body: B
  readonly bodyEncoding: BodyEncoding
  readonly response: R
  /** Error statuses the call can answer besides the ones every call has (see openapi.ts). */
  readonly errors: readonly number[]
}

export interface CallSpec<
  M extends HttpMethod,
  P extends ObjectSchema | undefined,
  Q extends ObjectSchema | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
> {
  method: M
  path: string
  operationId: string
  summary: string
  tags?: readonly string[]
  params?: P
  query?: Q
  body?: B
  bodyEncoding?: BodyEncoding
  response: R
  errors?: readonly number[]
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined

/** A declaration, or a route generated from one (./call-route.ts): either way the types are the declaration's. */
export type Declared<C extends ApiCall | CallRoute> = C extends CallRoute<infer D> ? D : C
type AnyCall = ApiCall | CallRoute

/** Parsed values, as the server's implementation receives them (after defaults and transforms). */
export type CallParams<C extends AnyCall> = OutputOf<Declared<C>['params']>
export type CallQuery<C extends AnyCall> = OutputOf<Declared<C>['query']>
export type CallBody<C extends AnyCall> = OutputOf<Declared<C>['body']>
/** What the call answers with on success. */
export type CallResponse<C extends AnyCall> = z.output<Declared<C>['response']>

/** Values as a caller sends them (before defaults and transforms). */
export type CallParamsInput<C extends AnyCall> = InputOf<Declared<C>['params']>
export type CallQueryInput<C extends AnyCall> = InputOf<Declared<C>['query']>
export type CallBodyInput<C extends AnyCall> = InputOf<Declared<C>['body']>

const PATH_PARAM = /\{([^{}]+)\}/g
const OPERATION_ID = /^[a-z][A-Za-z0-9]*$/

/** Names of the `{placeholders}` in a call path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((m) => m[1] ?? '')
}

export function defineCall<
  const M extends HttpMethod,
  P extends ObjectSchema | undefined = undefined,
  Q extends ObjectSchema | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(spec: CallSpec<M, P, Q, B, R>): ApiCall<M, P, Q, B, R> {
  assertConsistent(spec)
  return Object.freeze({
    method: spec.method,
    path: spec.path,
    operationId: spec.operationId,
    summary: spec.summary,
    tags: spec.tags ?? [],
    // An omitted schema is inferred as `undefined`, so these casts only restate what the generics already say.
    params: spec.params as P,
    query: spec.query as Q,
    body: spec.body as B,
    bodyEncoding: spec.bodyEncoding ?? 'json',
    response: spec.response,
    errors: spec.errors ?? [],
  })
}

/**
 * A malformed declaration is a programming error; failing when the module loads surfaces it in the first test
 * or build instead of as a confusing 400 or a wrong OpenAPI document later.
 */
function assertConsistent(
  spec: CallSpec<
    HttpMethod,
    ObjectSchema | undefined,
    ObjectSchema | undefined,
    z.ZodType | undefined,
    z.ZodType
  >,
) {
  const where = `defineCall(${spec.operationId})`
  if (!OPERATION_ID.test(spec.operationId)) throw new Error(`${where}: operationId must be camelCase`)
  if (spec.path.startsWith('/') || spec.path.startsWith('api/'))
    throw new Error(`${where}: path is relative to /api/, e.g. 'address/{postalCode}'`)
  if (spec.path.endsWith('/')) throw new Error(`${where}: path must not end with a slash`)
  if (spec.method === 'GET' && spec.body) throw new Error(`${where}: GET calls carry no body; use query`)
  const inPath = pathParamNames(spec.path).sort()
  const declared = Object.keys(spec.params?.shape ?? {}).sort()
  if (inPath.join() !== declared.join())
    throw new Error(
      `${where}: path params {${inPath.join(', ')}} do not match the params schema (${declared.join(', ')})`,
    )
}
