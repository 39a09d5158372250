/** Members and their sessions for the my-page and password tests, made directly in the database. */
import type { Payload } from 'payload'

import type { Customer } from '@/cms/payload-types'
import { hashPassword } from '@/shop/auth/password-hash'
import { startSession } from '@/shop/auth/session-service'

export const MEMBER_PASSWORD = 'mori-no-kaze-2026'

export async function createMember(
  payload: Payload,
  email: string,
  over: Partial<Omit<Customer, 'id' | 'createdAt' | 'updatedAt'>> = {},
): Promise<Customer> {
  return payload.create({
    collection: 'customers',
    overrideAccess: true,
    data: {
      email,
      passwordHash: await hashPassword(MEMBER_PASSWORD),
      customerType: '1111',
      stage: 0,
      lastName: '森野',
      firstName: '花子',
      lastNameKana: 'モリノ',
      firstNameKana: 'ハナコ',
      gender: 'Female',
      birthDate: '1985-04-01',
      postalCode: '1000001',
      prefecture: '東京都',
      city: '千代田区',
      streetAddress: '1-1',
      phone: '0312345678',
      ...over,
    },
  })
}

/** A signed-in browser of the member: the session cookie's token. */
export async function sessionToken(payload: Payload, customerId: Customer['id']): Promise<string> {
  return (await startSession(payload, customerId, false)).token
}

export const withSession = (token: string) => ({ cookie: `shop_session=${token}` })

let ip = 0
/** Each request from its own IP, so the per-IP limits of one test do not reach another. */
export const nextIp = () => `10.40.${Math.floor(++ip / 250)}.${ip % 250}`

/** The newest mail of a kind to an address, as the sandbox mailbox shows it. */
export async function latestMail(payload: Payload, to: string, kind: string) {
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export async function mailCount(payload: Payload, to: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'mail-outbox',
    where: { to: { equals: to } },
    overrideAccess: true,
  })
  return totalDocs
}
