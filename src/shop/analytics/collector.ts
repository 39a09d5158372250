/**
 * The events collector (POST /api/events, issue 28 §1): one batch from one browser, stored as rows of the events
 * table. Automated agents and a switched-off measurement store nothing and are told nothing different (a crawler
 * learns nothing from the answer); a client sending more than COLLECTOR_LIMIT batches a minute is refused (429).
 */
import { createHash } from 'node:crypto'

import type { Clock } from '@/shop/calendar/clock'
import type { RateLimiter, RateLimitRule } from '@/shop/rate-limit/rate-limit'

import type { EventBatch } from './event-schema'
import { type StoredEvent, toStoredEvents } from './stored-event'
import { isAutomatedAgent, isVisitorId, newVisitorId } from './visitors'

/** A person sends one batch per page or so; a minute of 60 is far beyond browsing and well under a flood. */
export const COLLECTOR_LIMIT: RateLimitRule = { keyPrefix: 'events-ip', points: 60, durationSeconds: 60 }

export interface CollectorDeps {
  enabled: boolean
  limiter: RateLimiter
  clock: Clock
  store(rows: readonly StoredEvent[]): Promise<void>
  randomBytes(size: number): Uint8Array
}

export interface CollectorInput {
  batch: EventBatch
  userAgent: string | null
  visitorCookie: string | null
  clientAddress: string
}

export type CollectorResult =
  | { kind: 'stored'; accepted: number; newVisitor: string | null }
  | { kind: 'ignored' }
  | { kind: 'limited'; retryAfterSeconds: number }

/** The limiter's key: a hash, so the rate-limit store never holds an address. */
const addressKey = (address: string) => createHash('sha256').update(address).digest('base64url')

export async function collectEvents(deps: CollectorDeps, input: CollectorInput): Promise<CollectorResult> {
  const wait = await deps.limiter.consume(addressKey(input.clientAddress))
  if (wait !== null) return { kind: 'limited', retryAfterSeconds: wait }
  if (!deps.enabled || isAutomatedAgent(input.userAgent)) return { kind: 'ignored' }
  const known = isVisitorId(input.visitorCookie) ? input.visitorCookie : null
  const visitor = known ?? newVisitorId(deps.randomBytes)
  const rows = toStoredEvents(input.batch.events, visitor, deps.clock.now())
  await deps.store(rows)
  return { kind: 'stored', accepted: rows.length, newVisitor: known ? null : visitor }
}
