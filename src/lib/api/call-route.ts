/**
 * What the browser needs of a shop API call to send it: method, path, operation id, body encoding and which
 * values must not be missing (spec §8's RequiredError). No zod schemas: the declarations in ./calls build
 * theirs when they load, which would put zod in the first load of every page that calls the API
 * (docs/adr/037-javascript-budget.md). The routes the storefront uses are generated from the declarations into
 * ./routes.ts; the type parameter keeps the declaration's types, so a call through a route is typed exactly like
 * a call through the declaration. Client-safe and zod-free at runtime.
 */
import type { ApiCall, BodyEncoding } from './define-call'

/** The names whose schema refuses `undefined`, and those whose schema refuses `null` (a nullable key takes null). */
export interface Refused {
  readonly undefined: readonly string[]
  readonly null: readonly string[]
}

export interface RequiredValues {
  /** Path params, key by key (left-out params count as an empty list). */
  readonly params: Refused
  /** Query keys, key by key (a left-out query counts as an empty list). */
  readonly query: Refused
  /** The body as a whole: which missing values it refuses. */
  readonly body: readonly ('undefined' | 'null')[]
  /** Body keys, when the body is an object. */
  readonly bodyKeys: Refused
}

export interface CallRoute<C extends ApiCall = ApiCall> {
  readonly method: C['method']
  /** Relative to /api/, OpenAPI template syntax for path params: 'address/{postalCode}'. */
  readonly path: string
  readonly operationId: string
  readonly bodyEncoding: BodyEncoding
  /** Whether the call carries a body at all (the declaration has a body schema). */
  readonly hasBody: boolean
  readonly required: RequiredValues
  /** Type only: the declaration this route sends (never set). */
  readonly declaration?: C
}
