/** What the checkout services need besides the database: mail and the shop's public URL (route handlers pass it). */
import type { Payload } from 'payload'

import { env } from '@/lib/config/env'
import { defaultTransport } from '@/shop/mail/default-transport'
import type { MailTransport } from '@/shop/mail/mail-service'

export interface CheckoutDeps {
  payload: Payload
  transport: MailTransport
  from: string
  /** SITE_URL: return URLs for the providers, links in mails. */
  siteUrl: string
}

export function checkoutDeps(payload: Payload): CheckoutDeps {
  return {
    payload,
    transport: defaultTransport(env.SMTP_URL),
    from: env.MAIL_FROM,
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
  }
}
