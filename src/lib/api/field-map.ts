/**
 * Field-error maps (field name → Japanese message) keyed by names the client chose: body keys, form names,
 * issue paths. A plain `{}` answers `constructor`, `toString`, `valueOf`, `hasOwnProperty` and `__proto__`
 * from Object.prototype, so `map[key] ??= message` silently dropped the message for those keys (and a request
 * failing only on them went on unvalidated: a 500). These maps have no prototype, and "already set" means an
 * own key. Client-safe (docs/adr/024-hostile-input.md).
 */
export type FieldMap = Record<string, string>

/** An empty map without a prototype; JSON.stringify and Object.entries treat it like any object. */
export function fieldMap(entries?: Iterable<readonly [string, string]>): FieldMap {
  const map = Object.create(null) as FieldMap
  if (entries) for (const [key, message] of entries) addField(map, key, message)
  return map
}

/** Keeps the first message per field (zod reports in schema order, so the first is the most basic one). */
export function addField(map: FieldMap, key: string, message: string): void {
  if (!Object.hasOwn(map, key)) map[key] = message
}

/** Every field of `from` that `into` does not have yet. */
export function mergeFields(into: FieldMap, from: Readonly<Record<string, string>>): FieldMap {
  for (const [key, message] of Object.entries(from)) addField(into, key, message)
  return into
}
