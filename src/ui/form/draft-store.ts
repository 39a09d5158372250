/**
 * The one storage of every multi-step flow's draft (checkout, entry, inquiry, profile change, mail-address
 * change, password re-register): sessionStorage, so back, forward and reload keep what the shopper typed, a new
 * tab or a closed browser starts over, and nothing outlives the tab (docs/adr/027-one-draft-store.md).
 *
 * - Typed per flow: `draftStore(key, parse)` where `parse` turns what was stored (unknown) into the flow's type,
 *   or null; garbage, JSON errors and old shapes are therefore "nothing stored".
 * - Never card data or a password: every write drops, at any depth, the keys of SECRET_FIELD_PATTERNS.
 * - Safe without storage (private modes, quotas, the server): reads give null, writes are dropped.
 * - `useDraft(store)` (./use-draft.ts): the stored value once hydrated (null on the server and while hydrating).
 */
/**
 * Keys that never reach storage: card numbers, security codes, expiry, holder name (the CARD_* fields of
 * src/shop/checkout/checkout-form.ts and the card widget's `card.*` names), one-time codes, and any password.
 * CARD_TOKEN, CARD_BRAND and CARD_LAST4 are not card data: the single-use token the card service hands back and
 * what to show of the card (the checkout keeps them across a reload of its confirm page).
 */
export const SECRET_FIELD_PATTERNS: readonly RegExp[] = [
  /password/i,
  /passwd/i,
  /^card[._-]?(number|no|num)$/i,
  /^card[._-]?(security[._-]?code|cvc|cvv|cvc2|csc)$/i,
  /^(security[._-]?code|cvc|cvv|cvc2|csc)$/i,
  /^card[._-]?(month|year|expiry|expiration|exp|exp[._-]?(month|year))$/i,
  /^card[._-]?(name|holder|holder[._-]?name)$/i,
  /^(pan|card)$/i,
  /^(code|otp|one[._-]?time[._-]?code)$/i,
]

export function isSecretField(name: string): boolean {
  return SECRET_FIELD_PATTERNS.some((pattern) => pattern.test(name))
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype

/** A copy of `value` without any secret field, at any depth (drafts nest their values). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets)
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) if (!isSecretField(k)) out[k] = withoutSecrets(v)
  return out
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return null
  }
}

export interface DraftStore<T> {
  readonly key: string
  /** What is stored, or null (nothing, storage unavailable, garbage, an old shape). */
  load(): T | null
  /** Stores `value` without its secret fields; without storage the flow goes on in the page's memory. */
  save(value: T): void
  /** Merges `patch` into what is stored (nothing happens when nothing is stored). */
  update(patch: Partial<T>): void
  /** On completion or abandon: nothing of the draft stays in the tab. */
  clear(): void
}

/**
 * The draft store of one flow: `key` in sessionStorage, read through `parse` (unknown in, the flow's type or
 * null out). Stored as JSON.
 */
export function draftStore<T>(key: string, parse: (stored: unknown) => T | null): DraftStore<T> {
  const load = (): T | null => {
    try {
      const raw = storage()?.getItem(key)
      if (raw === null || raw === undefined) return null
      return parse(withoutSecrets(JSON.parse(raw)))
    } catch {
      return null
    }
  }
  const save = (value: T) => {
    try {
      storage()?.setItem(key, JSON.stringify(withoutSecrets(value)))
    } catch {
      // Private modes and full quotas refuse storage: the flow still works within the page's memory.
    }
  }
  return {
    key,
    load,
    save,
    update(patch) {
      const current = load()
      if (current !== null) save({ ...current, ...patch })
    },
    clear() {
      try {
        storage()?.removeItem(key)
      } catch {
        // Nothing stored that could be removed.
      }
    },
  }
}

// ---------------------------------------------------------------------------------------------------------
// Parsers for the small values flows keep beside their drafts (a flash message, a receipt number, a flag)

export const asString = (v: unknown): string | null => (typeof v === 'string' ? v : null)
export const asNumber = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null
export const asTrue = (v: unknown): true | null => (v === true ? true : null)

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * `stored` over `empty`, field by field, each only when it has the type of the empty value's field: the parser
 * of a flat draft whose fields all have a starting value (unknown keys and wrong types are dropped).
 */
export function overEmpty<T extends { [K in keyof T]: string | boolean | number }>(
  empty: T,
  stored: unknown,
): T {
  const out: Record<string, unknown> = { ...empty }
  if (!isRecord(stored)) return out as T
  for (const [key, initial] of Object.entries(empty)) {
    if (typeof stored[key] === typeof initial) out[key] = stored[key]
  }
  return out as T
}

/** `stored` when it has every field of `empty` with that field's type (unknown keys dropped), else null. */
export function sameShape<T extends { [K in keyof T]: string | boolean | number }>(
  empty: T,
  stored: unknown,
): T | null {
  if (!isRecord(stored)) return null
  const typed = Object.entries(empty).every(([key, initial]) => typeof stored[key] === typeof initial)
  return typed ? overEmpty(empty, stored) : null
}

/** The stored text under `key` ('' when nothing or no storage), for useDraft's cache. */
export function storedText(key: string): string {
  try {
    return storage()?.getItem(key) ?? ''
  } catch {
    return ''
  }
}
