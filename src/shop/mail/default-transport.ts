import { outboxOnly, type MailTransport } from './mail-service'
import { smtpTransport } from './smtp-transport'

let cached: { url: string | undefined; transport: MailTransport } | undefined

/** SMTP when a URL is configured, otherwise the outbox alone (docs/architecture.md, Mail). */
export function defaultTransport(smtpUrl: string | undefined): MailTransport {
  if (cached?.url !== smtpUrl || !cached)
    cached = { url: smtpUrl, transport: smtpUrl ? smtpTransport(smtpUrl) : outboxOnly }
  return cached.transport
}
