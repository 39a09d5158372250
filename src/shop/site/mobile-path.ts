/** `/sp/...` is the legacy mobile prefix: it serves the same page as the path without it (spec §2). */
export function stripMobilePrefix(pathname: string): string | null {
  if (pathname === '/sp' || pathname === '/sp/') return '/'
  return pathname.startsWith('/sp/') ? pathname.slice(3) : null
}
