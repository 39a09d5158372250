/** The course address change's draft between its pages (docs/adr/059): signed, expiring, one member's, one course's. */
import { describe, expect, it } from 'vitest'

import {
  type AddressDraft,
  draftFor,
  readAddressDraft,
  writeAddressDraft,
} from '@/shop/courses/address-change-draft'

const SECRET = 'address-draft-test-secret-0123456789'
const NOW = 1_790_000_000_000
const DRAFT: AddressDraft = {
  customerId: 7,
  regularOrderNumber: 'R20261128-000001-1',
  sequence: 3,
  destination: { lastName: '林', firstName: '美咲', zipNumber: '100-0001', streetAddress: '2-3-4' },
  transactionId: '',
  sentAt: 0,
  expiresAt: NOW + 60_000,
}

describe('the address change draft', () => {
  it('reads back what was written, destination in Japanese included', () => {
    expect(readAddressDraft(SECRET, writeAddressDraft(SECRET, DRAFT), NOW)).toEqual(DRAFT)
  })

  it('is nothing once expired, altered, signed with another secret, or absent', () => {
    const value = writeAddressDraft(SECRET, DRAFT)
    expect(readAddressDraft(SECRET, value, DRAFT.expiresAt)).toBeNull()
    const [body, signature] = value.split('.')
    const altered = Buffer.from(JSON.stringify({ ...DRAFT, customerId: 8 })).toString('base64url')
    expect(readAddressDraft(SECRET, `${altered}.${signature}`, NOW)).toBeNull()
    expect(readAddressDraft('another-secret-0123456789abcdef', value, NOW)).toBeNull()
    expect(readAddressDraft(SECRET, undefined, NOW)).toBeNull()
    expect(readAddressDraft(SECRET, `${body}`, NOW)).toBeNull()
  })

  it('belongs to one member and one delivery of one course', () => {
    const course = { regularOrderNumber: DRAFT.regularOrderNumber, sequence: 3 }
    expect(draftFor(DRAFT, 7, course)).toBe(DRAFT)
    expect(draftFor(DRAFT, 8, course)).toBeNull()
    expect(draftFor(DRAFT, 7, { ...course, sequence: 4 })).toBeNull()
    expect(draftFor(DRAFT, 7, { ...course, regularOrderNumber: 'R20261128-000002-1' })).toBeNull()
  })
})
