/**
 * The browser side of the shop's own measurement, loaded on the first event (track.ts) (issue 28 §1, docs/adr/065): events wait in a queue and leave in
 * one batch — a second after the first, or when the page is hidden or left — by navigator.sendBeacon (which outlives
 * the page), as text/plain so the browser sends it without a preflight. Nothing is sent while the page says the
 * measurement is off, or from a browser that says it is automated (navigator.webdriver: tests, tools).
 */
import type { WireEvent } from '@/shop/analytics/event-schema'

export const EVENTS_ENDPOINT = '/api/events/'
const FLUSH_AFTER_MS = 1000
/** The collector's batch limit (event-schema.ts EVENTS_PER_BATCH), not imported so zod stays out of the page. */
const BATCH = 50
/** `<html data-measure="off">` when ANALYTICS=off (the shop layout). */
const OFF_ATTRIBUTE = 'measure'

/** An event as a page records it: its path defaults to the page's. */
export type TrackedEvent = Omit<WireEvent, 'path'> & { path?: string }

const queue: WireEvent[] = []
let timer: number | null = null
let listening = false

function measuring(): boolean {
  if (typeof window === 'undefined') return false
  if (navigator.webdriver) return false
  return document.documentElement.dataset[OFF_ATTRIBUTE] !== 'off'
}

function send(events: WireEvent[]): void {
  const body = JSON.stringify({ events })
  if (navigator.sendBeacon?.(EVENTS_ENDPOINT, body)) return
  void fetch(EVENTS_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => undefined)
}

export function flushEvents(): void {
  if (timer !== null) window.clearTimeout(timer)
  timer = null
  while (queue.length > 0) send(queue.splice(0, BATCH))
}

function listen(): void {
  if (listening) return
  listening = true
  window.addEventListener('pagehide', flushEvents)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushEvents()
  })
}

/** Queues one event; its path defaults to the page's. */
export function track(event: TrackedEvent): void {
  if (!measuring()) return
  listen()
  queue.push({ ...event, path: event.path ?? `${location.pathname}${location.search}` })
  if (queue.length >= BATCH) flushEvents()
  else if (timer === null) timer = window.setTimeout(flushEvents, FLUSH_AFTER_MS)
}
