/**
 * The optional cancellation reason (issue 28 §2, docs/adr/034-member-course-changes.md): POST regular/cancel stores
 * the member's reason — and with 「その他」 the note — on the course in the cancel's own write; without one it stores
 * nothing; a reason not in the list or a note that is too long or without 「その他」 is 400 on its field, and the
 * course stays active. The history row names the reason's label, never the note.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as postCancel } from '@/app/api/regular/cancel/route'
import { addDays, todayInJapan } from '@/shop/calendar/japan-date'
import { CANCEL_REASON_NOTE_MAX } from '@/shop/courses/cancel-reasons'

import { apiRequest, noParams, testPayload } from './helpers'
import { createMember, nextIp, sessionToken, withSession } from './member-helper'
import { createProduct, placeMemberOrder } from './order-helper'

let payload: Payload
const today = todayInJapan()
const PRODUCT = 'cr-sesamin'

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, PRODUCT, {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1', '2'],
    stock: 10_000,
    name: 'セサミンCR',
  })
})

/** A member with one monthly course whose next delivery is 30 days away (so the cancel stops it). */
async function memberWithCourse(email: string) {
  const member = await createMember(payload, email)
  const orderId = await placeMemberOrder(payload, member.id, [
    { productCode: PRODUCT, cycleType: '1', quantity: 1 },
  ])
  const { docs } = await payload.find({
    collection: 'regular-courses',
    where: { order: { equals: orderId } },
    overrideAccess: true,
    depth: 0,
  })
  const course = docs[0]!
  await payload.update({
    collection: 'regular-courses',
    id: course.id,
    overrideAccess: true,
    data: { nextDeliveryDate: addDays(today, 30) },
  })
  return {
    cookie: withSession(await sessionToken(payload, member.id)),
    course: { id: course.id, regularOrderNumber: course.regularOrderNumber! },
  }
}

const cancel = (json: Record<string, unknown>, cookie: Record<string, string>) =>
  postCancel(
    apiRequest('regular/cancel', {
      method: 'POST',
      json,
      headers: { 'x-forwarded-for': nextIp(), ...cookie },
    }),
    noParams,
  )

const readCourse = (id: number) =>
  payload.findByID({ collection: 'regular-courses', id, overrideAccess: true, depth: 0 })

async function lastHistory(courseId: number) {
  const { docs } = await payload.find({
    collection: 'regular-course-history',
    where: { course: { equals: courseId } },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

describe('POST regular/cancel with a reason', () => {
  it('stores the chosen reason on the course with the cancel; the history names its label', async () => {
    const { cookie, course } = await memberWithCourse('cr-price@example.jp')
    const res = await cancel(
      { regularOrderNumber: course.regularOrderNumber, productCode: PRODUCT, cancelReason: 'price' },
      cookie,
    )
    expect(res.status).toBe(200)
    const after = await readCourse(course.id)
    expect(after.status).toBe('cancelled')
    expect(after.cancelReason).toBe('price')
    expect(after.cancelReasonNote ?? null).toBeNull()
    expect((await lastHistory(course.id))?.summary).toContain('（理由：価格が合わない）')
  })

  it('stores 「その他」 with its note, trimmed; the history has the label but never the note', async () => {
    const { cookie, course } = await memberWithCourse('cr-other@example.jp')
    const note = '  家族が同じ商品を定期で購入しているため  '
    const res = await cancel(
      {
        regularOrderNumber: course.regularOrderNumber,
        productCode: PRODUCT,
        cancelReason: 'other',
        cancelReasonNote: note,
      },
      cookie,
    )
    expect(res.status).toBe(200)
    const after = await readCourse(course.id)
    expect(after.cancelReason).toBe('other')
    expect(after.cancelReasonNote).toBe(note.trim())
    const summary = (await lastHistory(course.id))?.summary ?? ''
    expect(summary).toContain('（理由：その他）')
    expect(summary).not.toContain('家族')
  })

  it('stores nothing without a reason (and an empty 「その他」 note is none)', async () => {
    const plain = await memberWithCourse('cr-none@example.jp')
    expect(
      (
        await cancel(
          { regularOrderNumber: plain.course.regularOrderNumber, productCode: PRODUCT },
          plain.cookie,
        )
      ).status,
    ).toBe(200)
    const after = await readCourse(plain.course.id)
    expect(after.status).toBe('cancelled')
    expect(after.cancelReason ?? null).toBeNull()
    expect(after.cancelReasonNote ?? null).toBeNull()
    expect((await lastHistory(plain.course.id))?.summary).not.toContain('理由')

    const blank = await memberWithCourse('cr-blank@example.jp')
    const res = await cancel(
      {
        regularOrderNumber: blank.course.regularOrderNumber,
        productCode: PRODUCT,
        cancelReason: 'other',
        cancelReasonNote: '   ',
      },
      blank.cookie,
    )
    expect(res.status).toBe(200)
    const other = await readCourse(blank.course.id)
    expect(other.cancelReason).toBe('other')
    expect(other.cancelReasonNote ?? null).toBeNull()
  })

  it('answers 400 naming the field for a reason not in the list, and the course stays active', async () => {
    const { cookie, course } = await memberWithCourse('cr-bad@example.jp')
    const res = await cancel(
      { regularOrderNumber: course.regularOrderNumber, productCode: PRODUCT, cancelReason: 'too-expensive' },
      cookie,
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error.fields?.cancelReason).toBe('解約の理由は、選択肢から選んでください。')
    const wrongType = await cancel(
      { regularOrderNumber: course.regularOrderNumber, productCode: PRODUCT, cancelReason: 3 },
      cookie,
    )
    expect(wrongType.status).toBe(400)
    expect(((await wrongType.json()) as ErrorBody).error.fields?.cancelReason).toContain('解約の理由')
    const after = await readCourse(course.id)
    expect(after.status).toBe('active')
    expect(after.cancelReason ?? null).toBeNull()
  })

  it('answers 400 on cancelReasonNote for a note too long or without 「その他」', async () => {
    const { cookie, course } = await memberWithCourse('cr-note@example.jp')
    const base = { regularOrderNumber: course.regularOrderNumber, productCode: PRODUCT }
    const long = await cancel(
      { ...base, cancelReason: 'other', cancelReasonNote: 'あ'.repeat(CANCEL_REASON_NOTE_MAX + 1) },
      cookie,
    )
    expect(long.status).toBe(400)
    expect(((await long.json()) as ErrorBody).error.fields?.cancelReasonNote).toBe(
      `その他の内容は、${CANCEL_REASON_NOTE_MAX}文字以内で入力してください。`,
    )
    const withoutOther = await cancel(
      { ...base, cancelReason: 'price', cancelReasonNote: '高いので' },
      cookie,
    )
    expect(withoutOther.status).toBe(400)
    expect(((await withoutOther.json()) as ErrorBody).error.fields?.cancelReasonNote).toContain('その他')
    const notText = await cancel({ ...base, cancelReason: 'other', cancelReasonNote: 42 }, cookie)
    expect(notText.status).toBe(400)
    expect(((await notText.json()) as ErrorBody).error.fields?.cancelReasonNote).toContain('その他の内容')
    expect((await readCourse(course.id)).status).toBe('active')

    const exact = await cancel(
      { ...base, cancelReason: 'other', cancelReasonNote: 'あ'.repeat(CANCEL_REASON_NOTE_MAX) },
      cookie,
    )
    expect(exact.status).toBe(200)
    expect((await readCourse(course.id)).cancelReasonNote).toBe('あ'.repeat(CANCEL_REASON_NOTE_MAX))
  })
})
