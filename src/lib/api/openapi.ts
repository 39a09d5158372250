/**
 * The OpenAPI 3.1 document, generated from the same declarations the server validates with, so the published
 * reference cannot drift from the code (served at /api/openapi.json and rendered at /api/docs/).
 */
import { z } from 'zod'

import { API_BODY_LIMIT_BYTES, limitText } from '@/lib/http/body-limit'

import type { ApiCall } from './define-call'
import { apiErrorSchema } from './error-schema'

export type JsonSchema = { [key: string]: unknown }

export interface OpenApiParameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  description?: string
  schema: JsonSchema
}

export interface OpenApiOperation {
  operationId: string
  summary: string
  tags?: string[]
  parameters?: OpenApiParameter[]
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>
}

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description?: string }
  servers?: { url: string }[]
  tags?: { name: string }[]
  paths: Record<string, Record<string, OpenApiOperation>>
  components: { schemas: Record<string, JsonSchema> }
}

export interface OpenApiOptions {
  title: string
  version: string
  serverUrl?: string
  description?: string
}

const ERROR_REF = '#/components/schemas/ApiError'

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: '入力内容の誤り（必須パラメータの不足は code: required_parameter、URL の不正なパーセントエンコードは invalid_path、その他は validation_failed）',
  401: 'ログインが必要です',
  403: '送信元（Origin）が不正、または権限がありません',
  404: '見つかりません',
  409: 'ほかの操作と競合しました',
  413: `送信内容が上限（${limitText(API_BODY_LIMIT_BYTES)}）を超えました（code: payload_too_large）`,
  429: '短時間に続けて操作されました',
  500: 'サーバー内部のエラー（詳細は返しません）',
  503: '稼働していません（データベースに接続できない）',
}

const isRecord = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * JSON Schema 2020-12 (the dialect of OpenAPI 3.1) for one schema. Labels become `title`, since `label` is no
 * JSON Schema keyword. Definitions zod extracts (ids, recursive schemas) are moved into `defs` under names
 * prefixed with `prefix` where zod made them up, so two calls cannot collide in components.
 */
export function toOpenApiSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  defs: Record<string, JsonSchema> = {},
  prefix = '',
): JsonSchema {
  const json: JsonSchema = {
    ...z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      // Transforms have no JSON Schema; the document shows what precedes them instead of refusing to build.
      unrepresentable: 'any',
      override: (ctx) => {
        const js: JsonSchema = ctx.jsonSchema
        if (typeof js.label === 'string') {
          js.title ??= js.label
          delete js.label
        }
        // A plain z.object strips unknown keys rather than refusing them, and production answers are not
        // re-parsed (server.ts), so promising "no other properties" would be untrue; strict objects keep it.
        const zod = ctx.zodSchema
        if (
          zod instanceof z.core.$ZodObject &&
          zod._zod.def.catchall === undefined &&
          js.additionalProperties === false
        )
          delete js.additionalProperties
      },
    }),
  }
  delete json.$schema
  const local = isRecord(json.$defs) ? json.$defs : {}
  delete json.$defs
  const rename = new Map(
    Object.keys(local).map((k) => [k, k.startsWith('__') ? `${prefix}${k.replace(/^_+/, '_')}` : k]),
  )
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite)
    if (!isRecord(node)) return node
    const out: JsonSchema = {}
    for (const [key, value] of Object.entries(node)) {
      const ref = key === '$ref' && typeof value === 'string' ? /^#\/\$defs\/(.+)$/.exec(value) : null
      out[key] = ref ? `#/components/schemas/${rename.get(ref[1] ?? '') ?? ref[1]}` : rewrite(value)
    }
    return out
  }
  for (const [name, def] of Object.entries(local)) defs[rename.get(name) ?? name] = rewrite(def) as JsonSchema
  return rewrite(json) as JsonSchema
}

function parameters(call: ApiCall, defs: Record<string, JsonSchema>): OpenApiParameter[] {
  const out: OpenApiParameter[] = []
  for (const where of ['path', 'query'] as const) {
    const schema = where === 'path' ? call.params : call.query
    if (!schema) continue
    const json = toOpenApiSchema(schema, 'input', defs, `${call.operationId}_${where}`)
    const properties = isRecord(json.properties) ? json.properties : {}
    const required = Array.isArray(json.required) ? json.required : []
    for (const [name, prop] of Object.entries(properties)) {
      const propSchema = isRecord(prop) ? prop : {}
      const description = propSchema.description ?? propSchema.title
      out.push({
        name,
        in: where,
        // OpenAPI requires path parameters to be marked required.
        required: where === 'path' || required.includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: propSchema,
      })
    }
  }
  return out
}

/**
 * 400 and 500 can answer any call; 403 any state-changing one (Origin check); 413 any with a body (size limit);
 * the rest as declared.
 */
function errorStatuses(call: ApiCall): number[] {
  const statuses = new Set([400, 500, ...call.errors])
  if (call.method !== 'GET') statuses.add(403)
  if (call.body) statuses.add(413)
  return [...statuses].sort((a, b) => a - b)
}

function operation(call: ApiCall, defs: Record<string, JsonSchema>): OpenApiOperation {
  const op: OpenApiOperation = { operationId: call.operationId, summary: call.summary, responses: {} }
  if (call.tags.length) op.tags = [...call.tags]
  const params = parameters(call, defs)
  if (params.length) op.parameters = params
  if (call.body) {
    const mediaType = call.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'
    op.requestBody = {
      required: call.body._zod.optin === undefined,
      content: {
        [mediaType]: { schema: toOpenApiSchema(call.body, 'input', defs, `${call.operationId}_body`) },
      },
    }
  }
  op.responses['200'] = {
    description: '成功',
    content: {
      'application/json': {
        schema: toOpenApiSchema(call.response, 'output', defs, `${call.operationId}_response`),
      },
    },
  }
  for (const status of errorStatuses(call)) {
    op.responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'エラー',
      content: { 'application/json': { schema: { $ref: ERROR_REF } } },
    }
  }
  return op
}

export function buildOpenApiDocument(calls: readonly ApiCall[], options: OpenApiOptions): OpenApiDocument {
  const defs: Record<string, JsonSchema> = {}
  const paths: OpenApiDocument['paths'] = {}
  const seenIds = new Set<string>()
  for (const call of calls) {
    if (seenIds.has(call.operationId)) throw new Error(`Duplicate operationId ${call.operationId}`)
    seenIds.add(call.operationId)
    const path = `/api/${call.path}`
    const method = call.method.toLowerCase()
    const item = (paths[path] ??= {})
    if (item[method]) throw new Error(`${call.method} ${path} is declared twice`)
    item[method] = operation(call, defs)
  }
  const tags = [...new Set(calls.flatMap((c) => c.tags))].map((name) => ({ name }))
  const apiError = toOpenApiSchema(apiErrorSchema, 'output', defs, 'ApiError')
  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: options.version,
      ...(options.description ? { description: options.description } : {}),
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl.replace(/\/+$/, '') }] } : {}),
    ...(tags.length ? { tags } : {}),
    paths,
    components: { schemas: { ...defs, ApiError: apiError } },
  }
}
