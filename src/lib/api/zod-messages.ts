/**
 * Japanese validation messages that name the field, for API responses and forms alike.
 *
 * A field's name comes from its label (`label(schema, '郵便番号')`, stored as zod metadata) and falls back to the
 * key. Messages written in a schema (`.regex(re, '郵便番号は7桁の数字で入力してください')`) always win: the
 * Japanese map is passed per parse, and zod ranks a schema's own message above it. Client-safe.
 */
import { z } from 'zod'

import { japanDate } from '@/shop/calendar/japan-date'

import { addField, fieldMap, type FieldMap } from './field-map'

type Schema = z.core.$ZodType
type PathKey = PropertyKey

/** Attaches a Japanese label; zod keeps metadata through later `.min()`, `.trim()` and the like. */
export function label<T extends z.ZodType>(schema: T, text: string): T {
  return schema.meta({ label: text })
}

/** The label stored on this exact schema (or inherited from the schema it was derived from). */
export function getLabel(schema: Schema): string | undefined {
  const value = z.globalRegistry.get(schema)?.label
  return typeof value === 'string' ? value : undefined
}

/** The schemas a wrapper stands for; a label may sit on the wrapper or on what it wraps. */
function unwrapped(schema: Schema): Schema[] {
  const out: Schema[] = []
  const queue: Schema[] = [schema]
  while (queue.length && out.length < 32) {
    const s = queue.shift()
    if (!s || out.includes(s)) continue
    out.push(s)
    if (
      s instanceof z.core.$ZodOptional ||
      s instanceof z.core.$ZodNullable ||
      s instanceof z.core.$ZodDefault ||
      s instanceof z.core.$ZodPrefault ||
      s instanceof z.core.$ZodCatch ||
      s instanceof z.core.$ZodReadonly ||
      s instanceof z.core.$ZodNonOptional
    )
      queue.push(s._zod.def.innerType)
    else if (s instanceof z.core.$ZodPipe) queue.push(s._zod.def.in, s._zod.def.out)
    else if (s instanceof z.core.$ZodLazy) queue.push(s._zod.innerType)
    else if (s instanceof z.core.$ZodUnion) queue.push(...s._zod.def.options)
    else if (s instanceof z.core.$ZodIntersection) queue.push(s._zod.def.left, s._zod.def.right)
  }
  return out
}

function child(schema: Schema, key: PathKey): Schema | undefined {
  for (const s of unwrapped(schema)) {
    if (s instanceof z.core.$ZodObject && typeof key === 'string') {
      const field = s._zod.def.shape[key]
      if (field) return field
    } else if (s instanceof z.core.$ZodArray && typeof key === 'number') return s._zod.def.element
    else if (s instanceof z.core.$ZodTuple && typeof key === 'number') {
      return s._zod.def.items[key] ?? s._zod.def.rest ?? undefined
    } else if (s instanceof z.core.$ZodRecord) return s._zod.def.valueType
  }
  return undefined
}

function labelOf(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined
  for (const s of unwrapped(schema)) {
    const found = getLabel(s)
    if (found) return found
  }
  return undefined
}

/**
 * The name to show for the field at `path`: its label, else (for an array item) the array's label, else the
 * last key. `fallback` is the schema that raised the issue, for when there is no root to walk.
 */
export function fieldName(root: Schema | undefined, path: readonly PathKey[], fallback?: Schema): string {
  // Trailing indexes name an item of a list; "カテゴリ" reads better than "0".
  let end = path.length
  while (end > 0 && typeof path[end - 1] === 'number') end--
  if (root) {
    const nodes: (Schema | undefined)[] = [root]
    for (const key of path) nodes.push(child(nodes[nodes.length - 1] ?? root, key))
    for (let i = path.length; i >= end; i--) {
      const found = labelOf(nodes[i])
      if (found) return found
    }
  }
  const own = labelOf(fallback)
  if (own) return own
  const key = path[end - 1]
  return key === undefined ? '入力内容' : String(key)
}

const isAbsent = (v: unknown) => v === undefined || v === null

/** A date bound as the day in Japan it falls on. */
const dateText = (v: number | bigint) => japanDate(new Date(Number(v)))

/** The Japanese message for one issue, naming the field `name`. */
export function japaneseMessage(issue: z.core.$ZodRawIssue, name: string): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isAbsent(issue.input))
        return issue.path?.length ? `${name}を入力してください` : '送信内容がありません'
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return `${name}は数字で入力してください`
      if (issue.expected === 'date') return `${name}は日付で入力してください`
      return `${name}の形式が正しくありません`
    case 'too_small': {
      const min = issue.minimum
      if (issue.origin === 'string') {
        if (issue.exact) return `${name}は${min}文字で入力してください`
        return Number(min) <= 1 ? `${name}を入力してください` : `${name}は${min}文字以上で入力してください`
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (issue.exact) return `${name}は${min}件指定してください`
        return Number(min) <= 1 ? `${name}を選択してください` : `${name}は${min}件以上選択してください`
      }
      if (issue.origin === 'date') return `${name}は${dateText(min)}以降の日付を指定してください`
      return issue.inclusive === false
        ? `${name}は${min}より大きい数字で入力してください`
        : `${name}は${min}以上で入力してください`
    }
    case 'too_big': {
      const max = issue.maximum
      if (issue.origin === 'string')
        return issue.exact
          ? `${name}は${max}文字で入力してください`
          : `${name}は${max}文字以内で入力してください`
      if (issue.origin === 'array' || issue.origin === 'set')
        return issue.exact ? `${name}は${max}件指定してください` : `${name}は${max}件以内で選択してください`
      if (issue.origin === 'date') return `${name}は${dateText(max)}以前の日付を指定してください`
      return issue.inclusive === false
        ? `${name}は${max}未満で入力してください`
        : `${name}は${max}以下で入力してください`
    }
    case 'invalid_format':
      return `${name}の形式が正しくありません`
    case 'not_multiple_of':
      return `${name}は${issue.divisor}の倍数で入力してください`
    case 'unrecognized_keys':
      return `指定できない項目が含まれています（${issue.keys.join('、')}）`
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${name}の値が正しくありません`
  }
}

/**
 * A zod error map producing Japanese messages. Pass the schema being parsed as `root` so labels put on
 * wrappers (`label(z.string(), '氏名').optional()`) are found by walking the issue's path.
 */
export function japaneseErrorMap(root?: Schema): z.core.$ZodErrorMap {
  return (issue) => japaneseMessage(issue, fieldName(root, issue.path ?? [], issue.schema ?? undefined))
}

/** `schema.safeParse` with Japanese, labelled messages wherever the schema has no message of its own. */
export function safeParseJa<S extends z.ZodType>(
  schema: S,
  input: unknown,
): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(input, { error: japaneseErrorMap(schema) })
}

/** Dotted path of an issue ('address.zip', 'items.0.quantity'); `rootKey` for issues about the whole value. */
export function issueKey(path: readonly PathKey[], rootKey = ''): string {
  return path.length ? path.map(String).join('.') : rootKey
}

/**
 * One message per field (the first, which zod reports in schema order), keyed by dotted path, in a map without
 * a prototype: a client's key `constructor` gets its message like any other (./field-map.ts).
 */
export function zodErrorToFields(error: z.core.$ZodError, rootKey = ''): FieldMap {
  const fields = fieldMap()
  for (const issue of error.issues) addField(fields, issueKey(issue.path, rootKey), issue.message)
  return fields
}
