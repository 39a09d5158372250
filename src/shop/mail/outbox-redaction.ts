/**
 * What the outbox (and so the sandbox mailbox and the admin's 送信メール list) may keep of a mail
 * (docs/adr/025-safe-demo-mode.md). Staff mails are Payload's own (the password-reset link): their links and
 * tokens are for the addressee alone, so the stored copy replaces every link and every token-like run with a note;
 * the mail itself is delivered unchanged (over SMTP when configured). Shoppers' mails are kept as sent: the demo and
 * the e2e tests read members' one-time codes in the loopback-only mailbox.
 */
import type { OutgoingMail } from './mail-service'

/** Mail kinds whose links and tokens reach their addressee only. */
export const ADDRESSEE_ONLY_KINDS: ReadonlySet<string> = new Set(['staff'])

export const ADDRESSEE_ONLY_LINK_NOTE =
  '［リンクは宛先のメールアドレスにのみ送信しました。このメールボックスには表示しません］'
export const ADDRESSEE_ONLY_TOKEN_NOTE = '［非表示］'

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'）」]+/gi
/** A reset token (Payload: 40 hex digits) or any other long opaque value written out without its link. */
const TOKEN_PATTERN = /[A-Za-z0-9_-]{20,}/g

export function redactAddresseeOnly(text: string): string {
  return text.replace(URL_PATTERN, ADDRESSEE_ONLY_LINK_NOTE).replace(TOKEN_PATTERN, ADDRESSEE_ONLY_TOKEN_NOTE)
}

/** The copy of `mail` the outbox stores. */
export function outboxCopy<T extends Pick<OutgoingMail, 'kind' | 'text'>>(mail: T): T {
  return ADDRESSEE_ONLY_KINDS.has(mail.kind) ? { ...mail, text: redactAddresseeOnly(mail.text) } : mail
}
