/**
 * Concurrent staff logins of one account keep every session (ADR 064). Payload's login writes back the
 * session list it read before checking the password; without the per-account lease, logins at the same moment
 * each drop the others' sessions, and those browsers are refused on their next request.
 */
import { randomUUID } from 'node:crypto'

import { GRAPHQL_POST, REST_GET, REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { deleteIfExpiresAt, insertIfAbsent } from '@/cms/rate-limit-store'

import { testPayload } from './helpers'

let payload: Payload
const PASSWORD = 'parallel-pass-2026'

beforeAll(async () => {
  payload = await testPayload()
})

async function staffAccount(): Promise<string> {
  const email = `parallel-${randomUUID().slice(0, 8)}@example.jp`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: '並行', roles: ['editor'] },
  })
  return email
}

const slugOf = (path: string) => ({ params: Promise.resolve({ slug: path.split('/') }) })

async function restLogin(email: string, ip: string): Promise<string> {
  const res = await REST_POST(config)(
    new Request('http://localhost:3000/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
    slugOf('users/login'),
  )
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

async function graphqlLogin(email: string, ip: string): Promise<string> {
  const res = await GRAPHQL_POST(config)(
    new Request('http://localhost:3000/cms-api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({
        query: `mutation { loginUser(email: ${JSON.stringify(email)}, password: ${JSON.stringify(PASSWORD)}) { token } }`,
      }),
    }),
  )
  const body = (await res.json()) as { data?: { loginUser?: { token?: string } }; errors?: unknown }
  expect(body.errors).toBeUndefined()
  return body.data!.loginUser!.token!
}

/** Whom the token signs in as now (null: the session behind it is gone). */
async function me(token: string): Promise<string | null> {
  const res = await REST_GET(config)(
    new Request('http://localhost:3000/cms-api/users/me', { headers: { authorization: `JWT ${token}` } }),
    slugOf('users/me'),
  )
  return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null
}

describe('concurrent staff logins of one account', () => {
  it('keep every session over REST', async () => {
    const email = await staffAccount()
    const tokens = await Promise.all(
      Array.from({ length: 4 }, (_, i) => restLogin(email, `198.51.100.${60 + i}`)),
    )
    expect(new Set(tokens).size).toBe(4)
    expect(await Promise.all(tokens.map(me))).toEqual([email, email, email, email])
    const stored = await payload.findByID({
      collection: 'users',
      id: (
        await payload.find({
          collection: 'users',
          where: { email: { equals: email } },
        })
      ).docs[0]!.id,
      showHiddenFields: true,
    })
    expect((stored as { sessions?: unknown[] }).sessions).toHaveLength(4)
  })

  it('keep every session over REST and GraphQL together', async () => {
    const email = await staffAccount()
    const tokens = await Promise.all([
      restLogin(email, '198.51.100.70'),
      graphqlLogin(email, '198.51.100.71'),
      restLogin(email, '198.51.100.72'),
      graphqlLogin(email, '198.51.100.73'),
    ])
    expect(await Promise.all(tokens.map(me))).toEqual([email, email, email, email])
  })

  it('do not hold up a login of another account, and a wrong password gives the lease back', async () => {
    const email = await staffAccount()
    const wrong = await REST_POST(config)(
      new Request('http://localhost:3000/cms-api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.80' },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      }),
      slugOf('users/login'),
    )
    expect(wrong.status).toBe(401)
    // Released: the next login takes the lease at once (a held lease would make it wait out 20 seconds).
    expect(await insertIfAbsent(payload, `staff-login-lease:${email}`, Date.now() + 1_000)).toBe(true)
    await deleteIfExpiresAt(payload, `staff-login-lease:${email}`, 0)
  })
})

describe('the lease store on the shared table', () => {
  it('deletes a key only while it carries the holder’s expiry', async () => {
    const key = `lease-test:${randomUUID()}`
    const until = Date.now() + 60_000
    expect(await insertIfAbsent(payload, key, until)).toBe(true)
    expect(await insertIfAbsent(payload, key, until + 1)).toBe(false)
    expect(await deleteIfExpiresAt(payload, key, until + 1)).toBe(false)
    expect(await insertIfAbsent(payload, key, until + 2)).toBe(false)
    expect(await deleteIfExpiresAt(payload, key, until)).toBe(true)
    expect(await insertIfAbsent(payload, key, until + 3)).toBe(true)
    expect(await deleteIfExpiresAt(payload, key, until + 3)).toBe(true)
  })
})
