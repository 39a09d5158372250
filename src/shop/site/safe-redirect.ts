/** A same-site path to send someone to, or the fallback: never an open redirect (protocol-relative or absolute). */
export function safeLocalPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\'))
    return fallback
  try {
    const url = new URL(candidate, 'http://local.invalid')
    return url.origin === 'http://local.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback
  } catch {
    return fallback
  }
}
