/** sessionStorage prefix, so the shop's scroll entries never collide with other stored state. */
export const SCROLL_KEY_PREFIX = 'scroll:'

/**
 * The storage key for a page: path plus query (the same path with another query is another page, e.g. a
 * different search or category), without the hash, which only points inside the page. A trailing slash does not
 * make another page: the router's pathname and the address bar may differ in it.
 */
export function scrollKey(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/'
  const query = search.startsWith('?') ? search.slice(1) : search
  return `${SCROLL_KEY_PREFIX}${path}${query ? `?${query}` : ''}`
}

export function parseStoredScrollY(value: string | null): number | null {
  if (value === null || value.trim() === '') return null
  const y = Number(value)
  return Number.isFinite(y) && y >= 0 ? Math.round(y) : null
}
