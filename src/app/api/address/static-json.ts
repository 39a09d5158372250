import { jsonResponse } from '@/lib/api/server'

/**
 * Address answers change only when the Japan Post data package is bumped (docs/adr/009-address-lookup.md), so
 * browsers and CDNs may keep them for a day. Errors keep the API's default no-store.
 */
export const ADDRESS_CACHE_CONTROL = 'public, max-age=86400'

export const staticJson = (value: unknown) =>
  jsonResponse(value, 200, { 'cache-control': ADDRESS_CACHE_CONTROL })
