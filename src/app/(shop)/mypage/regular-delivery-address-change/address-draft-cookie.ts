/** The address change's draft cookie in the procedure's pages and server functions (src/shop/courses/address-change-draft.ts). */
import 'server-only'

import { cookies } from 'next/headers'

import { env } from '@/lib/config/env'
import { setCookieSafely } from '@/lib/http/cookies'
import {
  ADDRESS_DRAFT_COOKIE,
  ADDRESS_DRAFT_PATH,
  ADDRESS_DRAFT_SECONDS,
  type AddressDraft,
  draftFor,
  readAddressDraft,
  writeAddressDraft,
} from '@/shop/courses/address-change-draft'

const options = (maxAge: number) =>
  ({ path: ADDRESS_DRAFT_PATH, httpOnly: true, sameSite: 'lax', maxAge }) as const

/** This member's draft for this course's delivery, else null. */
export async function addressDraftOf(
  customerId: number,
  course: { regularOrderNumber: string; sequence: number },
) {
  const value = (await cookies()).get(ADDRESS_DRAFT_COOKIE)?.value
  return draftFor(readAddressDraft(env.payloadSecret, value), customerId, course)
}

export async function saveAddressDraft(draft: Omit<AddressDraft, 'expiresAt'>) {
  const expiresAt = Date.now() + ADDRESS_DRAFT_SECONDS * 1000
  setCookieSafely(
    await cookies(),
    ADDRESS_DRAFT_COOKIE,
    writeAddressDraft(env.payloadSecret, { ...draft, expiresAt }),
    options(ADDRESS_DRAFT_SECONDS),
  )
}

export async function clearAddressDraft() {
  setCookieSafely(await cookies(), ADDRESS_DRAFT_COOKIE, '', options(0))
}
