/**
 * The one way the shop sends mail. Every mail is recorded in the outbox collection (the sandbox mailbox
 * shows it; staff mails without their links and tokens, outbox-redaction.ts); with SMTP_URL set it is also
 * delivered over SMTP. Callers pass a transport so tests and
 * scripts can run without a network.
 */
import type { Payload, PayloadRequest } from 'payload'

import { outboxCopy } from './outbox-redaction'

export type OutgoingMail = { to: string; subject: string; text: string; kind: string }

export interface MailTransport {
  readonly name: 'smtp' | 'outbox'
  deliver(mail: OutgoingMail & { from: string }): Promise<void>
}

export const outboxOnly: MailTransport = { name: 'outbox', deliver: async () => undefined }

/**
 * `req`: the transaction to record the outbox row in (src/cms/transaction.ts), for a mail sent right after a
 * transaction of the shop while others may be open (on SQLite a write outside them would wait on their lock).
 */
export async function sendMail(
  deps: { payload: Payload; transport: MailTransport; from: string; req?: Partial<PayloadRequest> },
  mail: OutgoingMail,
): Promise<void> {
  await deps.transport.deliver({ ...mail, from: deps.from })
  await deps.payload.create({
    collection: 'mail-outbox',
    overrideAccess: true,
    req: deps.req,
    data: { ...outboxCopy(mail), transport: deps.transport.name },
  })
}

/** The newest mails; staff mails stored before their links were kept out are redacted here as well. */
export async function listMailbox(payload: Payload, limit = 50) {
  const result = await payload.find({
    collection: 'mail-outbox',
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs.map((mail) => outboxCopy(mail))
}
