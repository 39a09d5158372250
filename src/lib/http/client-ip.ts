/**
 * The client's IP for rate limits: the first X-Forwarded-For hop, as the reverse proxy in front of the shop
 * sets it (deployments must have one that overwrites the header), else X-Real-IP, else 'unknown' (all direct
 * callers then share one bucket, which errs on the side of limiting).
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwarded) return forwarded.slice(0, 64)
  const real = request.headers.get('x-real-ip')?.trim()
  return real ? real.slice(0, 64) : 'unknown'
}
