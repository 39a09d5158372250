import type { Payload } from 'payload'

import { systemClock, type Clock } from '@/shop/calendar/clock'
import { compactDate, japanDate } from '@/shop/calendar/japan-date'
import { sendMail, type MailTransport } from '@/shop/mail/mail-service'
import { inquiryReceiptMail } from '@/shop/mail/templates/inquiry-receipt'

import { inquiryLimits, type InquiryLimits } from './inquiry-limits'
import { inquiryCategoryLabel, type InquiryData } from './inquiry-schema'

export type InquiryDeps = {
  payload: Payload
  transport: MailTransport
  from: string
  clock?: Clock
  limits?: InquiryLimits
}

/** Receipt numbers people can read out on the phone: date + 6 random digits, e.g. Q20261122-483920. */
export function newReceiptNumber(now: Date, random: () => number = Math.random): string {
  return `Q${compactDate(japanDate(now))}-${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`
}

/**
 * Stores the inquiry for staff and sends the address given a receipt mail of fixed text (ADR 025), within the send
 * limits per client IP and per recipient (429 beyond them, nothing stored or sent).
 */
export async function submitInquiry(
  deps: InquiryDeps,
  input: InquiryData,
  client: { ip: string },
): Promise<{ receiptNumber: string }> {
  await (deps.limits ?? inquiryLimits()).beforeSend(client.ip, input.email)
  const receiptNumber = newReceiptNumber((deps.clock ?? systemClock).now())
  await deps.payload.create({
    collection: 'inquiries',
    overrideAccess: true,
    data: {
      receiptNumber,
      category: inquiryCategoryLabel(input.category),
      subject: input.message.split('\n')[0]!.slice(0, 40),
      lastName: input.lastName,
      firstName: input.firstName,
      lastNameKana: input.lastNameKana,
      firstNameKana: input.firstNameKana,
      email: input.email,
      phone: input.phone || undefined,
      orderNumber: input.orderNumber || undefined,
      message: input.message,
      status: 'new',
    },
  })
  const mail = inquiryReceiptMail(input, receiptNumber)
  await sendMail(deps, { to: input.email, kind: 'inquiry-receipt', ...mail })
  return { receiptNumber }
}
