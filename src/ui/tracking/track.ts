/**
 * Records a measurement event (collector.ts) without putting the collector in a page's first-load JavaScript
 * (ADR 037's budget): the collector is imported on the first event — a second after the page's load at the
 * earliest — and never in a browser that says it is automated (navigator.webdriver), which it would not send from.
 */
import type { TrackedEvent } from './collector'

export function track(event: TrackedEvent): void {
  if (typeof navigator === 'undefined' || navigator.webdriver) return
  void import('./collector').then(({ track: queue }) => queue(event)).catch(() => undefined)
}
