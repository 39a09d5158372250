/**
 * A storefront page's own scripts are asked for once the page has painted
 * (docs/adr/052-scripts-after-the-first-paint.md).
 *
 * Next writes its chunks as `<script src="/_next/static/…" async>` (and a `<link rel="preload" as="script">`) into the
 * head, so a phone downloads ~140 kB of JavaScript while it is still waiting for the stylesheets and the main
 * image, and runs it before the first frame. The server-rendered HTML is the whole page; the scripts only hydrate it.
 * This removes those tags from the streamed HTML and writes, just before `</body>`, one inline script that queues
 * their URLs: after DOMContentLoaded and the next frame (at once in a hidden tab) it adds the scripts, async as
 * before, in the order Next wrote them. Not in the head: an inline script there would stop the parser until the
 * stylesheets arrive. (Measured, ADR 052: adding them at DOMContentLoaded alone races the first frame.)
 *
 * Works on bytes as latin1 (every pattern is ASCII, so multi-byte characters pass through unchanged). A chunk's end
 * that could still become a rewritten tag is held back until the next chunk or the end, nothing more.
 */
import { SUBMIT_GUARD } from './submit-guard'

export interface ScriptDeferrer {
  /** The bytes that can be sent now. */
  push(chunk: Buffer): Buffer
  /** What was held back, at the end of the body. */
  end(): Buffer
}

/** The global the inline scripts share: `{ push(url) }`. */
export const CHUNK_QUEUE = '__shopChunks'

/**
 * The queue, written once per document before `</body>`; a chunk tag after that (none in React's output) queues
 * itself at once. `currentScript.nonce` is the page's nonce (the created scripts would be trusted through
 * 'strict-dynamic' anyway). The timer is a floor for a browser that draws no frame for a visible page (an iframe
 * scrolled out of view).
 */
export const QUEUE_SCRIPT =
  `(function(w,d){if(w.${CHUNK_QUEUE})return;` +
  'var n=d.currentScript&&d.currentScript.nonce,q=[],go=false;' +
  "function add(u){var s=d.createElement('script');s.src=u;s.async=true;if(n)s.nonce=n;d.head.appendChild(s)}" +
  `w.${CHUNK_QUEUE}={push:function(u){go?add(u):q.push(u)}};` +
  'function start(){if(go)return;go=true;q.splice(0).forEach(add)}' +
  "function painted(){if(d.visibilityState!=='visible')return start();" +
  'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)}' +
  "d.readyState==='loading'?d.addEventListener('DOMContentLoaded',painted):painted()" +
  '})(self,document);'

/** Next's own chunk URLs: nothing that needs escaping in an attribute or a script. */
const CHUNK_URL = /^\/_next\/static\/[\w./~-]+\.js(?:\?[\w=.&-]*)?$/
const TAG = /<script\b([^>]*)><\/script>|<link\b([^>]*?)\/?>|<\/body\s*>/gi

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`, 'i').exec(attributes)?.[1]
const hasAttribute = (attributes: string, name: string): boolean =>
  new RegExp(`(?:^|\\s)${name}(?:=|\\s|$)`, 'i').test(attributes)

/** The chunk URL of a Next `<script src async>` to defer, or undefined for any other script. */
export function deferrableScriptUrl(attributes: string): string | undefined {
  const src = attribute(attributes, 'src')
  if (!src || !CHUNK_URL.test(src)) return undefined
  if (!hasAttribute(attributes, 'async') || hasAttribute(attributes, 'nomodule')) return undefined
  return src
}

/** A `<link rel="preload" as="script">` of a Next chunk, which would start the download the queue defers. */
export function isChunkPreload(attributes: string): boolean {
  const href = attribute(attributes, 'href')
  return (
    attribute(attributes, 'rel') === 'preload' &&
    attribute(attributes, 'as') === 'script' &&
    href !== undefined &&
    CHUNK_URL.test(href)
  )
}

const QUEUED = new RegExp(`\\b${CHUNK_QUEUE}\\.push\\(("[^"\\\\]*")\\)`, 'g')

/** The chunk URLs a rewritten page queues, in document order (what it downloads once painted). */
export function queuedChunkUrls(html: string): string[] {
  return [...html.matchAll(QUEUED)].map((match) => JSON.parse(match[1]!) as string)
}

/** Where the text's end could still become a rewritten tag: an unfinished tag, or a chunk script not closed yet. */
function heldFrom(text: string): number {
  let held = text.length
  const lastOpen = text.lastIndexOf('<')
  if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) held = lastOpen
  const lastScript = text.lastIndexOf('<script')
  if (lastScript !== -1 && lastScript < held && text.indexOf('</script>', lastScript) === -1) {
    const open = /^<script\b([^>]*)>/.exec(text.slice(lastScript))
    if (open && deferrableScriptUrl(open[1]!)) held = lastScript
  }
  return held
}

export function createScriptDeferrer(): ScriptDeferrer {
  let pending = ''
  let nonce: string | undefined
  /** Chunks seen before the body's end, where the queue is written with them. */
  const queued: string[] = []
  let queueWritten = false
  let bodyEnded = false

  const script = (code: string) => `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`
  const pushes = (urls: readonly string[]) =>
    urls.map((url) => `${CHUNK_QUEUE}.push(${JSON.stringify(url)});`).join('')
  function writeQueue(): string {
    if (queueWritten || queued.length === 0) return ''
    queueWritten = true
    return script(QUEUE_SCRIPT + SUBMIT_GUARD + pushes(queued.splice(0)))
  }

  function rewrite(text: string): string {
    return text.replace(TAG, (tag, scriptAttributes?: string, linkAttributes?: string) => {
      if (/^<\/body/i.test(tag)) {
        bodyEnded = true
        return writeQueue() + tag
      }
      if (linkAttributes !== undefined) return isChunkPreload(linkAttributes) ? '' : tag
      const url = deferrableScriptUrl(scriptAttributes ?? '')
      if (!url) return tag
      nonce ??= attribute(scriptAttributes ?? '', 'nonce')
      queued.push(url)
      // After the body's end (not seen from React), where it is: the queue script or just its entry.
      if (bodyEnded) return queueWritten ? script(pushes(queued.splice(0))) : writeQueue()
      return ''
    })
  }

  return {
    push(chunk) {
      const text = pending + chunk.toString('latin1')
      const held = heldFrom(text)
      pending = text.slice(held)
      return Buffer.from(rewrite(text.slice(0, held)), 'latin1')
    },
    end() {
      const rest = rewrite(pending) + writeQueue()
      pending = ''
      return Buffer.from(rest, 'latin1')
    },
  }
}
