/**
 * Member sessions in the database (docs/adr/010-member-sessions.md): start (always a new token: rotation at
 * sign-in), resolve a cookie token to its customer (ending idle and expired sessions), revoke one, revoke all
 * of a customer's. Services take `payload`; no Next here.
 */
import type { Payload } from 'payload'

import type { Customer, CustomerSession } from '@/cms/payload-types'

import { absoluteExpiry, sessionEnd, shouldTouch } from './session-times'
import { hashSessionToken, isSessionToken, newSessionToken } from './session-token'

const COLLECTION = 'customer-sessions'

export interface StartedSession {
  token: string
  expiresAt: Date
  persistent: boolean
}

export async function startSession(
  payload: Payload,
  customerId: Customer['id'],
  persistent: boolean,
  now: Date = new Date(),
): Promise<StartedSession> {
  const token = newSessionToken()
  const expiresAt = absoluteExpiry(now, persistent)
  await payload.create({
    collection: COLLECTION,
    overrideAccess: true,
    data: {
      tokenHash: hashSessionToken(token),
      customer: customerId,
      persistent,
      lastSeenAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    },
  })
  return { token, expiresAt, persistent }
}

async function findByToken(payload: Payload, token: string): Promise<CustomerSession | null> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    overrideAccess: true,
    where: { tokenHash: { equals: hashSessionToken(token) } },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

export interface ActiveSession {
  session: CustomerSession
  /** Without the password hash, which never leaves the sign-in check. */
  customer: Omit<Customer, 'passwordHash'>
}

/** The valid session of a cookie token and its customer, or null (unknown, revoked, idle or expired). */
export async function resolveSession(
  payload: Payload,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<ActiveSession | null> {
  if (!isSessionToken(token)) return null
  const session = await findByToken(payload, token)
  if (!session) return null
  const times = {
    createdAt: new Date(session.createdAt),
    lastSeenAt: new Date(session.lastSeenAt),
    expiresAt: new Date(session.expiresAt),
    persistent: session.persistent ?? false,
    revokedAt: session.revokedAt ? new Date(session.revokedAt) : null,
  }
  const end = sessionEnd(times, now)
  if (end) {
    if (end !== 'revoked') await revokeById(payload, session.id, now)
    return null
  }
  const customerId = typeof session.customer === 'object' ? session.customer.id : session.customer
  const customer = await payload
    .findByID({
      collection: 'customers',
      id: customerId,
      overrideAccess: true,
      depth: 0,
      disableErrors: true,
      // The hash never leaves the sign-in check.
      select: { passwordHash: false },
    })
    .catch(() => null)
  if (!customer) return null
  if (shouldTouch(times, now))
    await payload.update({
      collection: COLLECTION,
      id: session.id,
      overrideAccess: true,
      data: { lastSeenAt: now.toISOString() },
    })
  return { session, customer }
}

async function revokeById(payload: Payload, id: CustomerSession['id'], now: Date): Promise<void> {
  await payload.update({
    collection: COLLECTION,
    id,
    overrideAccess: true,
    data: { revokedAt: now.toISOString() },
  })
}

/** Ends the session of a cookie token (if any). Returns the customer it belonged to, for logging by id. */
export async function revokeSession(
  payload: Payload,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<Customer['id'] | null> {
  if (!isSessionToken(token)) return null
  const session = await findByToken(payload, token)
  if (!session) return null
  if (!session.revokedAt) await revokeById(payload, session.id, now)
  return typeof session.customer === 'object' ? session.customer.id : session.customer
}

/** Logout from all devices: every session of the customer ends at once. */
export async function revokeAllSessions(
  payload: Payload,
  customerId: Customer['id'],
  now: Date = new Date(),
): Promise<void> {
  await payload.update({
    collection: COLLECTION,
    overrideAccess: true,
    where: { and: [{ customer: { equals: customerId } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: now.toISOString() },
  })
}
