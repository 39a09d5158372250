/**
 * One staff login per account at a time (src/shop/auth/key-lease.ts, ADR 064). Payload's login operation reads
 * the account (its session list with it) before it checks the password, and writes the list back with the new
 * session after: two logins of one account at once each write the list they read, and one session is lost. The
 * lost browser is then refused on its next request (403 on a write it may do), as two staff signing in to a
 * shared account at the same moment, or two tabs, would see.
 *
 * The lease is taken in `beforeOperation` (before the account is read) on the REST and GraphQL doors and given
 * back once the operation's transaction has committed, which only the door itself sees: the REST endpoint
 * below wraps Payload's own login endpoint, `staffLoginMutation` wraps the GraphQL `loginUser` resolver. The
 * local API (server code, seed, tests) is not a door and is not serialised.
 */
import type { CollectionBeforeOperationHook, Endpoint, PayloadRequest } from 'payload'

import { deleteIfExpiresAt, insertIfAbsent } from '@/cms/rate-limit-store'
import { logger } from '@/lib/log'
import {
  type Lease,
  type LeaseStore,
  releaseLease,
  STAFF_LOGIN_LEASE,
  takeLease,
} from '@/shop/auth/key-lease'

const HELD = Symbol.for('shop.staffLoginLease')
type WithLease = Record<PropertyKey, unknown> & { [HELD]?: Lease }

function storeOf(req: PayloadRequest): LeaseStore {
  return {
    take: (key, expiresAtMs, nowMs) => insertIfAbsent(req.payload, key, expiresAtMs, nowMs),
    give: async (key, expiresAtMs) => {
      await deleteIfExpiresAt(req.payload, key, expiresAtMs)
    },
  }
}

/** The account a login names, as Payload looks it up (trimmed, lower case), or null. */
function accountOf(data: unknown): string | null {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null
}

export function serialiseStaffLogin(): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation !== 'login' || req.payloadAPI === 'local') return args
    const account = accountOf(args.data)
    if (!account) return args
    const lease = await takeLease(`staff-login-lease:${account}`, STAFF_LOGIN_LEASE, {
      store: storeOf(req),
      now: Date.now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    })
    // req.context is one object per request, shared with the resolver's isolated copy of req (GraphQL).
    if (lease) (req.context as WithLease)[HELD] = lease
    else logger.warn('staff login went on without its lease: another login of the account held it too long')
    return args
  }
}

/** Gives back the lease the request's login took, if any. */
export async function releaseStaffLoginLease(req: PayloadRequest): Promise<void> {
  const context = req.context as WithLease
  const lease = context[HELD]
  if (!lease) return
  delete context[HELD]
  try {
    await releaseLease(lease, storeOf(req))
  } catch (error) {
    // The lease then simply expires; the login's answer stands.
    logger.error('staff login lease not released', { error })
  }
}

/**
 * POST /cms-api/users/login: Payload's own login endpoint (found behind this one in the collection's endpoints,
 * where Payload appends its defaults), then the lease given back whatever it answered.
 */
export const staffLoginEndpoint: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    const own = req.payload.collections.users?.config.endpoints
    const payloads = (own || []).find(
      (endpoint) =>
        endpoint !== staffLoginEndpoint && endpoint.method === 'post' && endpoint.path === '/login',
    )
    if (!payloads) throw new Error('staff login: Payload’s login endpoint is missing')
    try {
      return await payloads.handler(req)
    } finally {
      await releaseStaffLoginLease(req)
    }
  },
}

type Resolver = (source: unknown, args: unknown, context: { req: PayloadRequest }, info: unknown) => unknown
interface MutationField {
  resolve?: Resolver
}

/** The GraphQL `loginUser` mutation with the lease given back after Payload's resolver. */
export function staffLoginMutation(field: MutationField): MutationField {
  const resolve = field.resolve
  if (!resolve) return field
  return {
    ...field,
    resolve: async (source, args, context, info) => {
      try {
        return await resolve(source, args, context, info)
      } finally {
        await releaseStaffLoginLease(context.req)
      }
    },
  }
}
