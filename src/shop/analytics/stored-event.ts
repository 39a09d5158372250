/**
 * A wire event as the events table holds it (issue 28 §1): the Japan day it happened on, the visitor's random id,
 * and only the values its kind needs. The collector's clock stamps it (a browser's clock is not trusted), so a
 * rollup of a day is always the same set of rows.
 */
import { japanDate } from '@/shop/calendar/japan-date'

import type { EventKind } from './event-kinds'
import { storedKeyword, storedPath } from './event-privacy'
import type { WireEvent } from './event-schema'

export interface StoredEvent {
  at: number
  day: string
  visitor: string
  kind: EventKind
  path: string
  product: string | null
  campaign: string | null
  variant: string | null
  step: string | null
  keyword: string | null
  results: number | null
}

/** Which values each kind keeps; the others are stored as null whatever the browser sent. */
const KEEPS: Record<EventKind, ReadonlyArray<'product' | 'campaign' | 'variant' | 'step' | 'search'>> = {
  page_view: [],
  product_view: ['product'],
  add_to_cart: ['product'],
  checkout_step: ['step'],
  order_placed: ['campaign', 'variant'],
  campaign_view: ['campaign', 'variant'],
  campaign_apply: ['campaign', 'variant'],
  search: ['search'],
}

export function toStoredEvents(events: readonly WireEvent[], visitor: string, now: Date): StoredEvent[] {
  const at = now.getTime()
  const day = japanDate(now)
  return events.map((event) => {
    const keeps = KEEPS[event.kind]
    const search = keeps.includes('search')
    return {
      at,
      day,
      visitor,
      kind: event.kind,
      path: storedPath(event.path),
      product: keeps.includes('product') ? (event.product ?? null) : null,
      campaign: keeps.includes('campaign') ? (event.campaign ?? null) : null,
      variant: keeps.includes('variant') ? (event.variant ?? null) : null,
      step: keeps.includes('step') ? (event.step ?? null) : null,
      keyword: search ? storedKeyword(event.keyword) : null,
      results: search ? (event.results ?? null) : null,
    }
  })
}
