/**
 * The URL pages use for a Payload upload. Payload prefixes upload URLs with its configured server URL and, under
 * Next's trailingSlash, puts a slash after the file name (which then redirects). The shop's own media are served
 * as site paths instead, so next/image optimises them as local images (no remote pattern) and pages do not depend
 * on the configured host. Media on another host (S3-compatible storage) keep their absolute URL.
 */
export function mediaPath(url: string | null | undefined): string | null {
  if (!url || url.startsWith('//')) return null
  const own = /^(?:https?:\/\/[^/]+)?(\/cms-api\/media\/[^?#]*)(.*)$/.exec(url)
  if (!own) return url
  return `${own[1]!.replace(/(\.[a-z0-9]+)\/$/i, '$1')}${own[2]}`
}
