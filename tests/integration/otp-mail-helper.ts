import type { Payload } from 'payload'

/** The code in the newest one-time-password mail to `to` (as a shopper reads it in the sandbox mailbox). */
export async function latestOtpCode(payload: Payload, to: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: { and: [{ to: { equals: to } }, { kind: { like: 'otp-' } }] },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  const code = /確認コード：(\d{6})/.exec(docs[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no one-time password mail to ${to}`)
  return code
}
