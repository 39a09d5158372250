/**
 * Sample applications (issue 15 item 4; docs/adr/046-sample-apply.md), the one writer of `sample-applications`
 * and `sample-apply-claims`. An application is placed in ONE transaction: the applicant's keys are claimed (one
 * sample per person and product), one sample is taken from its stock through the stock owner (never below
 * zero), and the application is stored; any refusal rolls all three back. The receipt mail follows the commit.
 */
import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { withTransaction } from '@/cms/transaction'
import { logger } from '@/lib/log'
import { systemClock, type Clock } from '@/shop/calendar/clock'
import { compactDate, japanDate } from '@/shop/calendar/japan-date'
import { personOfRegistration } from '@/shop/customer/person-address'
import { takeStock, type InventoryDeps } from '@/shop/inventory/inventory'
import { sendMail, type MailTransport } from '@/shop/mail/mail-service'
import { sampleApplyReceiptMail } from '@/shop/mail/templates/sample-apply-receipt'
import type { Variant } from '@/shop/campaigns/ab-test'

import { findCampaign, type CampaignSample } from '../campaign-content'
import { acceptsLinkKey, LINK_KEY_REFUSAL } from '../campaign-link-keys'
import { campaignPhase } from '../campaign-period'
import { applicantKeys, type ApplicantIdentity } from './applicant-keys'
import { APPLY_MESSAGES } from './apply-messages'
import type { ApplyForm } from './apply-schema'
import { anyClaimed, insertClaims } from './apply-store'

export type ApplyTarget = {
  campaign: { title: string; promotionId: string; startsAt: string; endsAt: string; linkKeys: string[] }
  sample: CampaignSample
}

/** Why an application cannot go ahead: the HTTP layer answers 404, 410 or 409 with the message. */
export type ApplyRefusal = {
  ok: false
  reason: 'not-found' | 'ended' | 'sold-out' | 'already-applied' | 'link-key'
  message: string
}

const refusal = (reason: ApplyRefusal['reason'], message: string): ApplyRefusal => ({
  ok: false,
  reason,
  message,
})

/** The published, running apply campaign and its sample of `productCode`; before its start it does not exist. */
export async function findApplyTarget(
  payload: Payload,
  promotionId: string,
  productCode: string,
  now: Date,
): Promise<{ ok: true; target: ApplyTarget } | ApplyRefusal> {
  const campaign = await findCampaign(payload, 'apply', promotionId)
  const sample = campaign?.samples.find((s) => s.productCode === productCode)
  if (!campaign || !sample) return refusal('not-found', APPLY_MESSAGES.notFound)
  const phase = campaignPhase(
    { startsAt: new Date(campaign.startsAt), endsAt: new Date(campaign.endsAt) },
    now,
  )
  if (phase === 'upcoming') return refusal('not-found', APPLY_MESSAGES.notFound)
  if (phase === 'ended') return refusal('ended', APPLY_MESSAGES.ended)
  const { title, startsAt, endsAt, linkKeys } = campaign
  return { ok: true, target: { campaign: { title, promotionId, startsAt, endsAt, linkKeys }, sample } }
}

/** Samples left of a code (its inventory row; none is none left). */
export async function samplesLeft(payload: Payload, sampleCode: string): Promise<number> {
  const rows = await payload.find({
    collection: 'inventory',
    where: { productCode: { equals: sampleCode } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return Math.max(0, rows.docs[0]?.stock ?? 0)
}

function identityOf(form: ApplyForm, customerId: number | null): ApplicantIdentity {
  const person = personOfRegistration(form)
  return { customerId, email: form.email, address: person }
}

/** Whether this member (by their member key alone) has applied for the product: my page and the form say so. */
export async function memberHasApplied(
  payload: Payload,
  productCode: string,
  customerId: number,
): Promise<boolean> {
  const [memberKey] = applicantKeys(productCode, {
    customerId,
    email: '',
    address: { postalCode: '', prefecture: '', city: '', town: null, streetAddress: '', building: null },
  })
  return anyClaimed(payload, [memberKey!])
}

/**
 * The confirm step: the form is valid (the schema did that), the campaign runs, a sample is left and this person
 * has not applied for the product. Placing it checks all of this again inside its transaction.
 */
export async function checkApplication(
  payload: Payload,
  form: ApplyForm,
  who: { customerId: number | null; linkKey: string | null },
  now: Date = new Date(),
): Promise<{ ok: true; target: ApplyTarget } | ApplyRefusal> {
  const found = await findApplyTarget(payload, form.promotionId, form.productCode, now)
  if (!found.ok) return found
  if (!acceptsLinkKey(found.target.campaign, who.linkKey)) return refusal('link-key', LINK_KEY_REFUSAL)
  const { sample } = found.target
  if ((await samplesLeft(payload, sample.sampleCode)) < 1)
    return refusal('sold-out', APPLY_MESSAGES.soldOut(sample.sampleName))
  if (await anyClaimed(payload, applicantKeys(sample.productCode, identityOf(form, who.customerId))))
    return refusal('already-applied', APPLY_MESSAGES.alreadyApplied)
  return found
}

/** Application numbers people can read out on the phone: date + 8 random digits, e.g. A20261127-04839201. */
export function newApplicationNumber(now: Date, random: (max: number) => number = randomInt): string {
  return `A${compactDate(japanDate(now))}-${String(random(100_000_000)).padStart(8, '0')}`
}

export type ApplyDeps = {
  payload: Payload
  transport: MailTransport
  from: string
  clock?: Clock
  inventory?: InventoryDeps
}

class Refused extends Error {
  constructor(readonly refusal: ApplyRefusal) {
    super(refusal.reason)
  }
}

/** Places the application (see the module comment) and sends its receipt; the refusal when it cannot. */
export async function submitApplication(
  deps: ApplyDeps,
  form: ApplyForm,
  who: {
    customerId: number | null
    linkKey: string | null
    /** The A/B variant the applicant was shown (orderVariantOf: only while the mode is RANDOM), for the dashboard. */
    abVariant?: Variant | null
  },
): Promise<{ ok: true; applicationNumber: string } | ApplyRefusal> {
  const { payload } = deps
  const now = (deps.clock ?? systemClock).now()
  const found = await findApplyTarget(payload, form.promotionId, form.productCode, now)
  if (!found.ok) return found
  if (!acceptsLinkKey(found.target.campaign, who.linkKey)) return refusal('link-key', LINK_KEY_REFUSAL)
  const { campaign, sample } = found.target
  const person = personOfRegistration(form)
  const keys = applicantKeys(sample.productCode, identityOf(form, who.customerId))
  const applicationNumber = newApplicationNumber(now)
  const at = now.toISOString()
  try {
    await withTransaction(payload, async (tx) => {
      if ((await insertClaims(payload, tx, keys, applicationNumber, at)) < keys.length)
        throw new Refused(refusal('already-applied', APPLY_MESSAGES.alreadyApplied))
      const taken = await takeStock(
        payload,
        tx,
        [{ productCode: sample.sampleCode, quantity: 1, name: sample.sampleName }],
        deps.inventory,
      )
      if (!taken.ok) throw new Refused(refusal('sold-out', APPLY_MESSAGES.soldOut(sample.sampleName)))
      await payload.create({
        collection: 'sample-applications',
        overrideAccess: true,
        depth: 0,
        req: tx.req,
        data: {
          applicationNumber,
          promotionId: campaign.promotionId,
          campaignTitle: campaign.title,
          productCode: sample.productCode,
          sampleCode: sample.sampleCode,
          sampleName: sample.sampleName,
          customer: who.customerId ?? undefined,
          applicant: {
            lastName: person.lastName,
            firstName: person.firstName,
            lastNameKana: person.lastNameKana,
            firstNameKana: person.firstNameKana,
            postalCode: person.postalCode,
            prefecture: person.prefecture,
            city: person.city,
            town: person.town,
            streetAddress: person.streetAddress,
            building: person.building,
            phone: person.phone,
            email: form.email,
          },
          linkKey: who.linkKey ?? undefined,
          abVariant: who.abVariant ?? undefined,
          status: 'received',
        },
      })
    })
  } catch (error) {
    if (error instanceof Refused) {
      logger.info('sample application refused', {
        reason: error.refusal.reason,
        promotionId: form.promotionId,
      })
      return error.refusal
    }
    throw error
  }
  logger.info('sample application placed', { applicationNumber, promotionId: campaign.promotionId })
  try {
    const mail = sampleApplyReceiptMail({ applicationNumber, campaignTitle: campaign.title, sample })
    await sendMail(deps, { to: form.email, kind: 'sample-apply-receipt', ...mail })
  } catch (error) {
    // The application stands; staff see it in the admin and the complete page shows its number.
    logger.error('sample application: the receipt mail failed', {
      applicationNumber,
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
  }
  return { ok: true, applicationNumber }
}
