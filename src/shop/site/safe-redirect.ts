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

/** The sign-in page that brings the shopper back to `path` afterwards (the login page keeps only same-site paths). */
export const signInHref = (path: string): string => `/login/?from=${encodeURIComponent(path)}`
