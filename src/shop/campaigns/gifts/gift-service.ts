/**
 * Birthday and continuation gifts (issue 15 item 5; docs/adr/047-campaign-gifts.md), the one writer of
 * `gift-selections`. A member who is eligible (gift-rules.ts) chooses one gift per kind and year (a unique key
 * decides between racing requests); it ships with their next regular delivery — the delivery engine calls
 * `attachGiftsToDelivery` inside the transaction that makes that order — or, without a running course, separately.
 */
import type { Payload } from 'payload'

import type { InTransaction } from '@/cms/guarded-update'
import { logger } from '@/lib/log'
import { formatJapanDateTime, formatJapaneseDay } from '@/shop/calendar/japan-date'

import { campaignPath } from '../campaign-kinds'
import { findCampaign, type CampaignGift, type LandingCampaign } from '../campaign-content'
import { campaignPhase, periodText } from '../campaign-period'
import {
  birthdayEligibility,
  continuationEligibility,
  continuousYears,
  GIFT_MESSAGES,
  rankGifts,
  type Eligibility,
  type GiftKind,
} from './gift-rules'
import { attachWaitingGifts } from './gift-store'

/** When a gift sent on its own arrives: the one statement of it. */
export const GIFT_SEPARATE_NOTE = 'プレゼントは、お選びいただいてから10日前後でご登録のご住所へお届けします。'

export type GiftMember = { id: number; birthDate?: string | null }

export type GiftRefusal = {
  ok: false
  reason: 'not-found' | 'ended' | 'not-eligible' | 'already-selected' | 'unknown-gift'
  message: string
}

const refusal = (reason: GiftRefusal['reason'], message: string): GiftRefusal => ({
  ok: false,
  reason,
  message,
})

type Shipping = { shipping: 'with-next-delivery' | 'separate'; text: string }

export type GiftChoice = CampaignGift & { rank: number | null }

export type SelectionView = {
  campaign: { title: string; kind: GiftKind; year: number; periodText: string; introductionPath: string }
  gifts: GiftChoice[]
  eligibility: Eligibility
  selected: { giftCode: string; giftName: string; shippingText: string } | null
  /** How a gift chosen now would reach this member. */
  shippingText: string
}

async function runningCampaign(
  payload: Payload,
  kind: GiftKind,
  year: number,
  now: Date,
): Promise<{ ok: true; campaign: LandingCampaign } | GiftRefusal> {
  const campaign = await findCampaign(payload, kind, String(year))
  if (!campaign) return refusal('not-found', GIFT_MESSAGES.notFound)
  const phase = campaignPhase(
    { startsAt: new Date(campaign.startsAt), endsAt: new Date(campaign.endsAt) },
    now,
  )
  if (phase === 'upcoming') return refusal('not-found', GIFT_MESSAGES.notFound)
  if (phase === 'ended') return refusal('ended', GIFT_MESSAGES.ended)
  return { ok: true, campaign }
}

async function coursesOf(payload: Payload, customerId: number) {
  const { docs } = await payload.find({
    collection: 'regular-courses',
    where: { customer: { equals: customerId } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: { status: true, firstDeliveryDate: true, nextDeliveryDate: true },
  })
  return docs.map((c) => ({
    status: c.status,
    firstDeliveryDate: String(c.firstDeliveryDate ?? ''),
    nextDeliveryDate: c.nextDeliveryDate ? String(c.nextDeliveryDate).slice(0, 10) : null,
  }))
}

type Course = Awaited<ReturnType<typeof coursesOf>>[number]

function eligibilityOf(
  campaign: LandingCampaign,
  kind: GiftKind,
  year: number,
  member: GiftMember,
  courses: readonly Course[],
  now: Date,
): Eligibility {
  return kind === 'birthday'
    ? birthdayEligibility(member.birthDate ? String(member.birthDate).slice(0, 10) : null, year, now)
    : continuationEligibility(
        continuousYears(
          courses.filter((c) => c.firstDeliveryDate),
          now,
        ),
        campaign.continuationYears,
      )
}

/** With the next delivery of a running course (its date), else on its own. */
function shippingOf(courses: readonly Course[]): Shipping {
  const next = courses
    .filter((c) => c.status === 'active' && c.nextDeliveryDate)
    .map((c) => c.nextDeliveryDate!)
    .sort()[0]
  return next
    ? {
        shipping: 'with-next-delivery',
        text: `次回の定期お届け（${formatJapaneseDay(next)}お届け予定）に同梱してお届けします。`,
      }
    : { shipping: 'separate', text: GIFT_SEPARATE_NOTE }
}

const selectionKeyOf = (kind: GiftKind, year: number, customerId: number) => `${kind}:${year}:${customerId}`

async function existingSelection(payload: Payload, kind: GiftKind, year: number, customerId: number) {
  const { docs } = await payload.find({
    collection: 'gift-selections',
    where: { selectionKey: { equals: selectionKeyOf(kind, year, customerId) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const SHIPPING_TEXT: Record<string, string> = {
  attached: '定期お届けの商品に同梱してお届けします。',
  sent: 'お届けの手配が済みました。',
}

/** The selection page: the gifts ranked by how many members chose them, and where this member stands. */
export async function loadSelectionView(
  payload: Payload,
  kind: GiftKind,
  year: number,
  member: GiftMember,
  now: Date = new Date(),
): Promise<{ ok: true; view: SelectionView } | GiftRefusal> {
  const found = await runningCampaign(payload, kind, year, now)
  if (!found.ok) return found
  const { campaign } = found
  const [courses, selected, counts] = await Promise.all([
    coursesOf(payload, member.id),
    existingSelection(payload, kind, year, member.id),
    Promise.all(
      campaign.gifts.map(async (g) => {
        const { totalDocs } = await payload.count({
          collection: 'gift-selections',
          where: {
            and: [
              { kind: { equals: kind } },
              { year: { equals: year } },
              { giftCode: { equals: g.giftCode } },
            ],
          },
          overrideAccess: true,
        })
        return [g.giftCode, totalDocs] as const
      }),
    ),
  ])
  const ranks = rankGifts(new Map(counts))
  const shipping = shippingOf(courses)
  return {
    ok: true,
    view: {
      campaign: {
        title: campaign.title,
        kind,
        year,
        periodText: periodText(
          { startsAt: new Date(campaign.startsAt), endsAt: new Date(campaign.endsAt) },
          formatJapanDateTime,
        ),
        introductionPath: campaignPath(campaign),
      },
      gifts: campaign.gifts.map((g) => ({ ...g, rank: ranks.get(g.giftCode) ?? null })),
      eligibility: eligibilityOf(campaign, kind, year, member, courses, now),
      selected: selected
        ? {
            giftCode: selected.giftCode,
            giftName: selected.giftName,
            shippingText:
              SHIPPING_TEXT[selected.shipping] ??
              (selected.shipping === 'with-next-delivery' ? shipping.text : GIFT_SEPARATE_NOTE),
          }
        : null,
      shippingText: shipping.text,
    },
  }
}

export type CheckedGift = { ok: true; campaignTitle: string; gift: CampaignGift; shipping: Shipping }

/** Everything a selection needs, without writing it: the confirm step, and the first half of placing it. */
export async function checkGiftSelection(
  payload: Payload,
  kind: GiftKind,
  year: number,
  member: GiftMember,
  giftCode: string,
  now: Date = new Date(),
): Promise<CheckedGift | GiftRefusal> {
  const found = await runningCampaign(payload, kind, year, now)
  if (!found.ok) return found
  const { campaign } = found
  const courses = await coursesOf(payload, member.id)
  const eligibility = eligibilityOf(campaign, kind, year, member, courses, now)
  if (!eligibility.ok) return refusal('not-eligible', eligibility.message)
  if (await existingSelection(payload, kind, year, member.id))
    return refusal('already-selected', GIFT_MESSAGES.alreadySelected(year))
  const gift = campaign.gifts.find((g) => g.giftCode === giftCode)
  if (!gift) return refusal('unknown-gift', GIFT_MESSAGES.unknownGift)
  return { ok: true, campaignTitle: campaign.title, gift, shipping: shippingOf(courses) }
}

/** Records the member's choice once per kind and year; the second (also a racing one) is refused. */
export async function placeGiftSelection(
  payload: Payload,
  kind: GiftKind,
  year: number,
  member: GiftMember,
  giftCode: string,
  linkKey: string | null,
  now: Date = new Date(),
): Promise<(CheckedGift & { selectionId: number }) | GiftRefusal> {
  const checked = await checkGiftSelection(payload, kind, year, member, giftCode, now)
  if (!checked.ok) return checked
  try {
    const created = await payload.create({
      collection: 'gift-selections',
      overrideAccess: true,
      depth: 0,
      data: {
        selectionKey: selectionKeyOf(kind, year, member.id),
        kind,
        year,
        customer: member.id,
        giftCode: checked.gift.giftCode,
        giftName: checked.gift.name,
        shipping: checked.shipping.shipping,
        linkKey: linkKey ?? undefined,
      },
    })
    logger.info('gift selected', { kind, year, customerId: member.id, giftCode })
    return { ...checked, selectionId: created.id }
  } catch (error) {
    // A racing request of the same member won the unique key.
    if (await existingSelection(payload, kind, year, member.id))
      return refusal('already-selected', GIFT_MESSAGES.alreadySelected(year))
    throw error
  }
}

/** Called by the delivery engine inside the transaction that makes a member's regular-delivery order. */
export async function attachGiftsToDelivery(
  payload: Payload,
  tx: InTransaction,
  customerId: number,
  orderId: number,
): Promise<void> {
  const attached = await attachWaitingGifts(payload, tx, customerId, orderId)
  if (attached > 0) logger.info('gifts attached to a delivery', { customerId, orderId, attached })
}
