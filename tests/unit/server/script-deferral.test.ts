/**
 * A storefront page's Next chunks wait until it has painted (docs/adr/052): the streamed HTML's chunk tags become
 * queue entries, whatever the chunk boundaries, and nothing else changes.
 */
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import {
  CHUNK_QUEUE,
  createScriptDeferrer,
  deferrableScriptUrl,
  isChunkPreload,
  QUEUE_SCRIPT,
  queuedChunkUrls,
} from '@/server/script-deferral'
import { SUBMIT_GUARD } from '@/server/submit-guard'

const HEAD =
  '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N1" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="N1" href="/_next/static/chunks/main.js"/>' +
  '<link rel="preload" as="image" href="/_next/image/?url=x&amp;w=384&amp;q=75"/>' +
  '<script src="/_next/static/chunks/one.js" async="" nonce="N1"></script>' +
  '<script src="/_next/static/chunks/two.js?dpl=7" nonce="N1" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="N1"></script>' +
  '<script src="/_next/static/chunks/main.js" async="" nonce="N1"></script>' +
  '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-X" async=""></script>' +
  '</head><body><p>毎日の健康を支えるサプリメント。</p>' +
  '<script nonce="N1">self.__next_f.push([1,"a<b"])</script></body></html>'

function deferWhole(html: string): string {
  const deferrer = createScriptDeferrer()
  return Buffer.concat([deferrer.push(Buffer.from(html)), deferrer.end()]).toString('utf8')
}

describe('deferring Next’s chunks in streamed HTML', () => {
  it('removes the chunk scripts and their preload, and queues them in one script with the nonce before </body>', () => {
    const out = deferWhole(HEAD)
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|main)\.js/)
    expect(out).not.toContain('as="script"')
    expect(queuedChunkUrls(out)).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js?dpl=7',
      '/_next/static/chunks/main.js',
    ])
    expect(out).toContain(
      `<script nonce="N1">${QUEUE_SCRIPT}${SUBMIT_GUARD}${CHUNK_QUEUE}.push("/_next/static/chunks/one.js");` +
        `${CHUNK_QUEUE}.push("/_next/static/chunks/two.js?dpl=7");${CHUNK_QUEUE}.push("/_next/static/chunks/main.js");` +
        '</script></body></html>',
    )
    // Nothing runs in the head (an inline script there would wait for the stylesheets and hold the parser).
    expect(out.slice(0, out.indexOf('</head>'))).not.toMatch(/<script nonce/)
  })

  it('queues a chunk tag after </body> at once, and writes the queue at the end if no </body> came', () => {
    const late = deferWhole(
      '<head><script src="/_next/static/chunks/a.js" async="" nonce="N1"></script></head><body>x</body>' +
        '<script src="/_next/static/chunks/late.js" async="" nonce="N1"></script></html>',
    )
    expect(late).toContain(
      `</body><script nonce="N1">${CHUNK_QUEUE}.push("/_next/static/chunks/late.js");</script>`,
    )
    const cut = deferWhole('<head><script src="/_next/static/chunks/a.js" async=""></script></head><body>x')
    expect(cut).toBe(
      `<head></head><body>x<script>${QUEUE_SCRIPT}${SUBMIT_GUARD}${CHUNK_QUEUE}.push("/_next/static/chunks/a.js");</script>`,
    )
    expect(deferWhole('<body>no chunks</body>')).toBe('<body>no chunks</body>')
  })

  it('leaves every other tag as it was: stylesheets, image preloads, legacy polyfills, other origins, inline scripts', () => {
    const out = deferWhole(HEAD)
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N1" data-precedence="next"/>',
      '<link rel="preload" as="image" href="/_next/image/?url=x&amp;w=384&amp;q=75"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="N1"></script>',
      '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-X" async=""></script>',
      '<p>毎日の健康を支えるサプリメント。</p>',
      '<script nonce="N1">self.__next_f.push([1,"a<b"])</script>',
    ])
      expect(out).toContain(kept)
  })

  it('gives the same page whatever the chunk boundaries, multi-byte characters included', () => {
    const whole = deferWhole(HEAD)
    const bytes = Buffer.from(HEAD)
    for (let cut = 1; cut < bytes.length; cut++) {
      const deferrer = createScriptDeferrer()
      const out = Buffer.concat([
        deferrer.push(bytes.subarray(0, cut)),
        deferrer.push(bytes.subarray(cut)),
        deferrer.end(),
      ])
      expect(out.toString('utf8'), `cut at byte ${cut}`).toBe(whole)
    }
  })

  it('holds back no more than a tag that could still be rewritten', () => {
    const deferrer = createScriptDeferrer()
    expect(deferrer.push(Buffer.from('<p>text</p><scr')).toString()).toBe('<p>text</p>')
    expect(deferrer.push(Buffer.from('ipt src="/_next/static/chunks/one.js" async="">')).toString()).toBe('')
    expect(deferrer.push(Buffer.from('</script><p>')).toString()).toBe('<p>')
    // An inline script is passed on as it comes.
    expect(deferrer.push(Buffer.from('<script nonce="N">self.__next_f.push(')).toString()).toBe(
      '<script nonce="N">self.__next_f.push(',
    )
    expect(deferrer.push(Buffer.from(')</script></bo')).toString()).toBe(')</script>')
    expect(queuedChunkUrls(deferrer.push(Buffer.from('dy></html>')).toString())).toEqual([
      '/_next/static/chunks/one.js',
    ])
  })

  it('tells Next’s chunk tags from others', () => {
    expect(deferrableScriptUrl(' src="/_next/static/chunks/x.js" async=""')).toBe('/_next/static/chunks/x.js')
    expect(deferrableScriptUrl(' src="/_next/static/chunks/x.js"')).toBeUndefined() // parser-blocking: kept
    expect(deferrableScriptUrl(' src="/_next/static/chunks/x.js" async="" noModule=""')).toBeUndefined()
    expect(deferrableScriptUrl(' src="/_next/static/chunks/x.js?a=&quot;" async=""')).toBeUndefined()
    expect(deferrableScriptUrl(' src="/api/x.js" async=""')).toBeUndefined()
    expect(isChunkPreload(' rel="preload" as="script" href="/_next/static/chunks/x.js"')).toBe(true)
    expect(isChunkPreload(' rel="preload" as="style" href="/_next/static/chunks/x.css"')).toBe(false)
    expect(isChunkPreload(' rel="preload" as="script" href="https://cdn.example/x.js"')).toBe(false)
  })
})

describe('the queue in the page', () => {
  /** A document with what the queue script touches, and a way to draw a frame and run timers. */
  function fakeDocument(readyState: 'loading' | 'interactive', visibilityState = 'visible') {
    const added: { src: string; async: boolean; nonce?: string }[] = []
    const listeners: Record<string, () => void> = {}
    const frames: (() => void)[] = []
    const timers: (() => void)[] = []
    const document = {
      readyState,
      visibilityState,
      currentScript: { nonce: 'N1' },
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
      createElement: () => ({}) as { src: string; async: boolean; nonce?: string },
      head: { appendChild: (el: { src: string; async: boolean; nonce?: string }) => added.push({ ...el }) },
    }
    const context = vm.createContext({
      document,
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void) => timers.push(fn),
    })
    context.self = context
    const run = (code: string) => vm.runInContext(code, context)
    const drain = <T>(list: T[]) => list.splice(0)
    return { run, added, listeners, frames, timers, drain }
  }

  it('adds the queued chunks, async, once the document is parsed and a frame was drawn, and later ones at once', () => {
    const page = fakeDocument('loading')
    page.run(`${QUEUE_SCRIPT}${CHUNK_QUEUE}.push("/a.js")`)
    page.run(`${QUEUE_SCRIPT}${CHUNK_QUEUE}.push("/b.js")`) // a second queue script changes nothing
    expect(page.added).toEqual([])
    page.listeners.DOMContentLoaded!()
    expect(page.added).toEqual([])
    for (const frame of page.drain(page.frames)) frame()
    const [afterFrame, floor] = page.drain(page.timers)
    afterFrame!()
    expect(page.added).toEqual([
      { src: '/a.js', async: true, nonce: 'N1' },
      { src: '/b.js', async: true, nonce: 'N1' },
    ])
    floor!() // the fallback timer adds nothing twice
    page.run(`${CHUNK_QUEUE}.push("/c.js")`)
    expect(page.added.map((s) => s.src)).toEqual(['/a.js', '/b.js', '/c.js'])
  })

  it('adds them at once in a hidden tab (which draws no frame), and after the timer if a visible page draws none', () => {
    const hidden = fakeDocument('interactive', 'hidden')
    hidden.run(`${QUEUE_SCRIPT}${CHUNK_QUEUE}.push("/a.js")`)
    expect(hidden.added.map((s) => s.src)).toEqual(['/a.js'])

    const noFrame = fakeDocument('interactive')
    noFrame.run(`${QUEUE_SCRIPT}${CHUNK_QUEUE}.push("/a.js")`)
    expect(noFrame.added).toEqual([])
    const [floor] = noFrame.drain(noFrame.timers)
    floor!()
    expect(noFrame.added.map((s) => s.src)).toEqual(['/a.js'])
  })
})
