/**
 * What the sample application pages show (spec §7 `pages/campaign/apply`, confirm, complete): the campaign, the
 * sample with its product's name and image from the catalogue, whether a sample is left, and the shop's rules of
 * applying. Pure; the route and the page give it what they read.
 */
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import { profileFormValuesOf, profileViewOf, type ProfileRecord } from '@/shop/customer/person-address'

import { campaignPath } from '../campaign-kinds'
import { periodText } from '../campaign-period'
import { APPLY_RULE_TEXT, APPLY_SHIPPING_NOTE } from './apply-messages'
import type { ApplyTarget } from './apply-service'

export type ApplyPageData = {
  campaign: { title: string; promotionId: string; periodText: string; landingPath: string }
  sample: {
    productCode: string
    productName: string
    sampleName: string
    imageUrl: string | null
    imageAlt: string
  }
  /** False once the samples are gone: the form says so instead of taking entries. */
  available: boolean
  rule: string
  shippingNote: string
}

export function applyPageDataOf(
  target: ApplyTarget,
  product: { name: string; imageUrl: string | null; imageAlt: string } | null,
  samplesLeft: number,
): ApplyPageData {
  const { campaign, sample } = target
  return {
    campaign: {
      title: campaign.title,
      promotionId: campaign.promotionId,
      periodText: periodText(
        { startsAt: new Date(campaign.startsAt), endsAt: new Date(campaign.endsAt) },
        formatJapanDateTime,
      ),
      landingPath: campaignPath({ kind: 'apply', promotionId: campaign.promotionId }),
    },
    sample: {
      productCode: sample.productCode,
      productName: product?.name ?? sample.sampleName,
      sampleName: sample.sampleName,
      imageUrl: product?.imageUrl ?? null,
      imageAlt: product?.imageAlt ?? '',
    },
    available: samplesLeft > 0,
    rule: APPLY_RULE_TEXT,
    shippingNote: APPLY_SHIPPING_NOTE,
  }
}

/** The fields of the application form a member starts with: their registered name, address, phone and mail. */
export const APPLICANT_FIELDS = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'zipNumber',
  'prefecture',
  'municipalityCode',
  'city',
  'town',
  'streetAddress',
  'buildingName',
  'phoneNumber',
  'email',
] as const

export type ApplicantPrefill = Record<(typeof APPLICANT_FIELDS)[number], string>

export function applicantPrefillOf(customer: ProfileRecord): ApplicantPrefill {
  const values: Record<string, unknown> = {
    ...profileFormValuesOf(profileViewOf(customer)),
    email: customer.email,
  }
  const out = {} as ApplicantPrefill
  for (const field of APPLICANT_FIELDS)
    out[field] = typeof values[field] === 'string' ? (values[field] as string) : ''
  return out
}
