/**
 * The 適格請求書発行事業者登録番号 printed on receipts and receipt mails (issue 12, docs/adr/036): ONE source, the
 * site settings' `invoiceRegistrationNumber` (staff set the company's number in the admin). The default below is
 * only the field's default value (what the settings hold until staff save theirs); nothing prints it directly.
 */
import type { Payload, PayloadRequest } from 'payload'

export const INVOICE_REGISTRATION_NUMBER_PATTERN = /^T\d{13}$/

/** The settings field's default value (src/cms/globals/SiteSettings.ts). */
export const DEFAULT_INVOICE_REGISTRATION_NUMBER = 'T1234567890123'

/** The number as the site settings hold it (their default while never saved). */
export async function invoiceRegistrationNumber(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  const value = settings.invoiceRegistrationNumber
  return typeof value === 'string' && INVOICE_REGISTRATION_NUMBER_PATTERN.test(value)
    ? value
    : DEFAULT_INVOICE_REGISTRATION_NUMBER
}
