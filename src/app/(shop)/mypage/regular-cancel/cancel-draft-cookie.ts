/** The cancel reason's draft cookie in the procedure's pages and server functions (src/shop/courses/cancel-reason-draft.ts). */
import 'server-only'

import { cookies } from 'next/headers'

import { env } from '@/lib/config/env'
import { setCookieSafely } from '@/lib/http/cookies'
import type { CancelAnswer } from '@/shop/courses/cancel-reason-rules'
import {
  CANCEL_DRAFT_COOKIE,
  CANCEL_DRAFT_PATH,
  CANCEL_DRAFT_SECONDS,
  cancelDraftAnswer,
  readCancelDraft,
  writeCancelDraft,
} from '@/shop/courses/cancel-reason-draft'

const options = (maxAge: number) =>
  ({ path: CANCEL_DRAFT_PATH, httpOnly: true, sameSite: 'lax', maxAge }) as const

/** This member's answer for this course, else null (none chosen yet, or the draft expired). */
export async function cancelAnswerDraftOf(
  customerId: number,
  regularOrderNumber: string,
): Promise<CancelAnswer | null> {
  const value = (await cookies()).get(CANCEL_DRAFT_COOKIE)?.value
  return cancelDraftAnswer(readCancelDraft(env.payloadSecret, value), customerId, regularOrderNumber)
}

export async function saveCancelAnswerDraft(
  customerId: number,
  regularOrderNumber: string,
  answer: CancelAnswer,
) {
  const expiresAt = Date.now() + CANCEL_DRAFT_SECONDS * 1000
  setCookieSafely(
    await cookies(),
    CANCEL_DRAFT_COOKIE,
    writeCancelDraft(env.payloadSecret, { customerId, regularOrderNumber, answer, expiresAt }),
    options(CANCEL_DRAFT_SECONDS),
  )
}

export async function clearCancelAnswerDraft() {
  setCookieSafely(await cookies(), CANCEL_DRAFT_COOKIE, '', options(0))
}
