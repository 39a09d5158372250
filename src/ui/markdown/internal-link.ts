/**
 * Whether a click on a link inside CMS HTML can be handled by the client router instead of a full page load:
 * a plain left click on a same-origin link that does not open a new window or download a file.
 */
export type LinkClick = {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

export function clientRoutableHref(
  click: LinkClick,
  anchor: { href: string; target: string; hasDownload: boolean },
  origin: string,
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasDownload) return null
  let url: URL
  try {
    url = new URL(anchor.href, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  // Admin, API, preview and sandbox answer outside the storefront's router.
  if (/^\/(admin|cms-api|api|preview|sandbox)(\/|$)/.test(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}
