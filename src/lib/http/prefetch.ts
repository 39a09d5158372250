/**
 * Whether a request is the router (or the browser) fetching a page ahead of a click. Such a request must not
 * change what the shopper chose: its Set-Cookie is applied even though the shopper never opened the page.
 */
export function isPrefetchRequest(headers: Headers): boolean {
  // Next's router marks its prefetches (whole page or per segment) with these headers, whatever their value.
  if (headers.has('next-router-prefetch') || headers.has('next-router-segment-prefetch')) return true
  const purpose = headers.get('sec-purpose') ?? headers.get('purpose') ?? ''
  return /prefetch/i.test(purpose)
}
