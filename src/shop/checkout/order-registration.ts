/**
 * A guest registering as a member while ordering (PASSWORD and AGREE_TERMS on shopping01; ADR 019/020), in one
 * place. The member is created from the orderer fields just before the order is submitted (so a card can be
 * kept for them and the order, its regular courses and the card belong to them from the start), with the same
 * rules as registration: one member per email address (also under a race: the unique index decides) and the
 * password hashed with argon2id. If the order is then not placed (declined card, stock gone) the new member is
 * removed again: nothing refers to it yet. Once placed, the welcome mail goes out and the shopper is signed in
 * with a new session (rotation: any session the browser held ends).
 */
import type { Payload } from 'payload'

import { logger } from '@/lib/log'
import { hashPassword } from '@/shop/auth/password-hash'
import { revokeSession, startSession, type StartedSession } from '@/shop/auth/session-service'
import { newCustomerNumber } from '@/shop/customer/customer-number'
import { CUSTOMER_TYPES } from '@/shop/customer/customer-types'
import { customerProfileDataOf, detailsOfCheckout, personOfCheckout } from '@/shop/customer/person-address'
import { welcomeMail } from '@/shop/customer/registration-mail'
import { sendMail } from '@/shop/mail/mail-service'

import type { CheckoutDeps } from './checkout-deps'
import type { OrdererSection } from './checkout-sections'

export async function isEmailRegistered(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'customers',
    overrideAccess: true,
    where: { email: { equals: email.trim().toLowerCase() } },
  })
  return totalDocs > 0
}

/** The customer record of the orderer (registering: gender and the whole birth date were required). */
export function memberDataOf(o: OrdererSection, mailMagazines: readonly string[]) {
  const details = detailsOfCheckout(o)
  return {
    ...customerProfileDataOf(
      personOfCheckout(o),
      { gender: details.gender ?? 'X', birthDate: details.birthDate },
      // The profile has one flag (ADR 013); which of the three magazines stays on the order (orders.mailMagazines).
      mailMagazines.length > 0,
    ),
    email: o.EMAIL1,
  }
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  /unique|duplicate|already (exists|registered)|次の値はすでに|value must be unique/i.test(
    `${error.message} ${JSON.stringify((error as { data?: unknown }).data ?? '')}`,
  )

export type CreatedMember = { ok: true; customerId: number } | { ok: false; reason: 'email-taken' }

export async function createMemberForOrder(
  payload: Payload,
  orderer: OrdererSection,
  options: { mailMagazines: readonly string[] },
): Promise<CreatedMember> {
  if (await isEmailRegistered(payload, orderer.EMAIL1)) return { ok: false, reason: 'email-taken' }
  const passwordHash = await hashPassword(orderer.PASSWORD)
  for (let attempt = 0; ; attempt++) {
    try {
      const created = await payload.create({
        collection: 'customers',
        overrideAccess: true,
        depth: 0,
        data: {
          ...memberDataOf(orderer, options.mailMagazines),
          passwordHash,
          customerNumber: newCustomerNumber(),
          customerType: CUSTOMER_TYPES.general,
          stage: 0,
          swcPoint: 0,
        },
      })
      logger.info('member registered', { customerId: created.id, kind: 'checkout' })
      return { ok: true, customerId: created.id }
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error
      // The customer number was drawn twice (try another) or the address was registered just now.
      if (await isEmailRegistered(payload, orderer.EMAIL1)) return { ok: false, reason: 'email-taken' }
    }
  }
}

/** The order was not placed: the member made for it goes again (no order, session or ledger row refers to it). */
export async function discardMemberForOrder(payload: Payload, customerId: number): Promise<void> {
  try {
    await payload.delete({ collection: 'customers', id: customerId, overrideAccess: true })
    logger.info('member registration rolled back: order not placed', { customerId })
  } catch (error) {
    logger.error('member registration could not be rolled back', {
      customerId,
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
  }
}

/** After the order was placed: the welcome mail, and a new session for the browser (the route sets the cookie). */
export async function completeRegistration(
  deps: CheckoutDeps,
  customerId: number,
  previousSessionToken: string | null,
): Promise<StartedSession> {
  const { payload } = deps
  const customer = await payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    overrideAccess: true,
    select: { email: true, lastName: true, firstName: true, customerNumber: true },
  })
  try {
    await sendMail(
      deps,
      welcomeMail(
        customer.email,
        {
          lastName: customer.lastName,
          firstName: customer.firstName,
          customerNumber: customer.customerNumber ?? '',
        },
        deps.siteUrl,
      ),
    )
  } catch (error) {
    logger.error('welcome mail failed', {
      customerId,
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
  }
  await revokeSession(payload, previousSessionToken)
  return startSession(payload, customerId, false)
}
