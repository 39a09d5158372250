/**
 * Who an application is from, for "one sample per person and product" (docs/adr/046-sample-apply.md): the member,
 * the mail address and the delivery address each count as the person. An application claims all of its keys; a
 * key already claimed for the product means the person applied before (a member who once applied as a guest, a
 * second address typed for the same mailbox, a new mailbox for the same home).
 *
 * Keys are SHA-256 digests: the claims table holds no address or mail address in readable form.
 */
import { createHash } from 'node:crypto'

export type ApplicantIdentity = {
  customerId: number | null
  email: string
  address: {
    postalCode: string
    prefecture: string
    city: string
    town: string | null
    streetAddress: string
    building: string | null
  }
}

/** A mail address as a mailbox: width and case folded, surrounding space dropped. */
export function emailIdentity(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase()
}

const DASHES = /[‐‑‒–—―−－ｰー-]/g

/**
 * An address as a place: width folded, spaces dropped, the ways of writing 1丁目2番3号 / 1-2-3 / １－２－３ made one,
 * and the parts joined, so the same home typed twice gives the same text.
 */
export function addressIdentity(address: ApplicantIdentity['address']): string {
  const joined = [
    address.postalCode,
    address.prefecture,
    address.city,
    address.town ?? '',
    address.streetAddress,
    address.building ?? '',
  ]
    .join('')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '')
  return joined
    .replace(/(\d)(?:丁目|番地|番|号|の)(?=\d)/g, '$1-')
    .replace(/(\d)(?:丁目|番地|番|号)/g, '$1')
    .replace(DASHES, (dash, offset: number, text: string) =>
      /\d/.test(text[offset - 1] ?? '') && /\d/.test(text[offset + 1] ?? '') ? '-' : dash,
    )
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex')

/** The claim keys of one application for one product: member (when signed in), mailbox and home. */
export function applicantKeys(productCode: string, who: ApplicantIdentity): string[] {
  const parts = [
    ...(who.customerId !== null ? [`member:${who.customerId}`] : []),
    `email:${emailIdentity(who.email)}`,
    `address:${addressIdentity(who.address)}`,
  ]
  return parts.map((part) => digest(`${productCode}|${part}`))
}
