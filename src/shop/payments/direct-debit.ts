/**
 * Direct-debit (口座振替) registration through the payment provider (docs/adr/035): the member's bank account goes
 * to the provider once, which checks it with the bank and keeps it; the shop keeps only the provider's reference,
 * the bank's name, the account's last four digits and when (customers.directDebit). The account number passes
 * through in this one request and is never stored or logged. A course (or a regular order) paid by direct debit
 * needs this registration: the monthly debit is drawn with the reference.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import { logger } from '@/lib/log'
import type { DirectDebitAccount } from '@/shop/courses/course-change-fields'

import { createProviderClient, type ProviderClient } from './provider-client'

export const DIRECT_DEBIT_MESSAGES = {
  rejected:
    '口座を登録できませんでした。金融機関コード・支店コード・口座番号・口座名義をご確認のうえ、もう一度お試しください。',
  unavailable: 'ただいま口座の登録をご利用いただけません。しばらくしてから、もう一度お試しください。',
} as const

const answer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('registered'),
    reference: z.string().min(1).max(100),
    bankName: z.string().min(1).max(60),
    accountLast4: z.string().regex(/^\d{4}$/),
  }),
  z.object({ status: z.literal('rejected'), code: z.string() }),
])

export interface DirectDebitRegistration {
  bankName: string
  accountLast4: string
  registeredAt: string
}

export async function registerDirectDebit(
  payload: Payload,
  input: { customerId: number; account: DirectDebitAccount; now?: Date },
  client: ProviderClient = createProviderClient(),
): Promise<
  { ok: true; registration: DirectDebitRegistration } | { ok: false; code: string; message: string }
> {
  let parsed: z.infer<typeof answer> | null = null
  try {
    const result = answer.safeParse(
      await client.post('/v1/direct-debit/accounts', {
        ...input.account,
        customerRef: `member-${input.customerId}`,
      }),
    )
    if (result.success) parsed = result.data
    else logger.error('direct debit provider answer not understood')
  } catch (error) {
    logger.warn('direct debit provider request failed', {
      err: error instanceof Error ? error.name : typeof error,
    })
  }
  if (!parsed) return { ok: false, code: 'provider_unavailable', message: DIRECT_DEBIT_MESSAGES.unavailable }
  if (parsed.status === 'rejected') {
    logger.info('direct debit registration rejected', { customerId: input.customerId, code: parsed.code })
    return { ok: false, code: parsed.code, message: DIRECT_DEBIT_MESSAGES.rejected }
  }
  const registeredAt = (input.now ?? new Date()).toISOString()
  await payload.update({
    collection: 'customers',
    id: input.customerId,
    overrideAccess: true,
    depth: 0,
    select: { email: true },
    data: {
      directDebit: {
        reference: parsed.reference,
        bankName: parsed.bankName,
        accountLast4: parsed.accountLast4,
        registeredAt,
      },
    },
  })
  logger.info('direct debit registered', { customerId: input.customerId })
  return {
    ok: true,
    registration: { bankName: parsed.bankName, accountLast4: parsed.accountLast4, registeredAt },
  }
}
