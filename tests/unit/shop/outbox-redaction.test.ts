import { describe, expect, it } from 'vitest'

import { ADDRESSEE_ONLY_LINK_NOTE, outboxCopy, redactAddresseeOnly } from '@/shop/mail/outbox-redaction'

const TOKEN = 'a3f1c9e07b5d24681f0e9c8b7a6d5e4f3c2b1a09'
// Payload's forgot-password mail, as the email adapter turns its HTML into text.
const RESET_TEXT = `You are receiving this because you (or someone else) have requested the reset of the password for your account. Please click on the following link, or paste this into your browser to complete the process:
    http://localhost:3000/admin/reset/${TOKEN}
    If you did not request this, please ignore this email and your password will remain unchanged.`

describe('what the outbox keeps of a mail (ADR 025)', () => {
  it('keeps no link and no token of a staff mail, and says the link went to the addressee only', () => {
    const stored = outboxCopy({ kind: 'staff', text: RESET_TEXT, to: 'admin@example.jp', subject: 'Reset' })
    expect(stored.text).not.toContain(TOKEN)
    expect(stored.text).not.toContain('/admin/reset/')
    expect(stored.text).not.toMatch(/https?:\/\//)
    expect(stored.text).toContain(ADDRESSEE_ONLY_LINK_NOTE)
    expect(stored.to).toBe('admin@example.jp')
  })

  it('hides a bare token too, with or without a scheme', () => {
    expect(redactAddresseeOnly(`token: ${TOKEN}`)).not.toContain(TOKEN)
    expect(redactAddresseeOnly(`www.example.jp/reset?t=1`)).toBe(ADDRESSEE_ONLY_LINK_NOTE)
  })

  it("keeps shoppers' mails as sent: members' one-time codes stay readable in the mailbox", () => {
    const mail = { kind: 'otp', text: '確認コード：482913\nhttps://shop.example.jp/entry/' }
    expect(outboxCopy(mail)).toBe(mail)
  })
})
