import type { CollectionAfterChangeHook } from 'payload'

import { queueCampaignBoundaries } from '@/shop/campaigns/campaign-boundaries'
import { systemClock } from '@/shop/calendar/clock'

/** A published campaign's start and end expire its cached pages (src/shop/campaigns/campaign-boundaries.ts). */
export const scheduleCampaignBoundaries: CollectionAfterChangeHook = async ({ doc, req }) => {
  const campaign = doc as { _status?: string; startsAt?: string; endsAt?: string }
  if (campaign._status !== 'published' || !campaign.startsAt || !campaign.endsAt) return doc
  await queueCampaignBoundaries(
    req.payload,
    { startsAt: new Date(campaign.startsAt), endsAt: new Date(campaign.endsAt) },
    systemClock,
    req,
  )
  return doc
}
