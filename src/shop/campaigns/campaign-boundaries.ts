/**
 * The owner of the jobs that expire campaign pages when a campaign starts or ends (docs/adr/045-campaigns.md). A
 * landing page is cached as of its render; at a start or an end the cache must go, so publishing a campaign queues
 * one job per boundary still ahead on Payload's queue (exactly once per instant: a boundary already queued is not
 * queued again, and expiring twice would be harmless anyway).
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Clock } from '@/shop/calendar/clock'

import { boundariesAfter, type CampaignPeriod } from './campaign-period'

export const CAMPAIGN_PAGES_TASK = 'campaign-pages-expire'

export async function queueCampaignBoundaries(
  payload: Payload,
  period: CampaignPeriod,
  clock: Clock,
  req?: PayloadRequest,
): Promise<Date[]> {
  const queued: Date[] = []
  for (const at of boundariesAfter(period, clock.now())) {
    const pending = await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: CAMPAIGN_PAGES_TASK } },
          { waitUntil: { equals: at.toISOString() } },
          { completedAt: { exists: false } },
        ],
      },
      overrideAccess: true,
      req,
    })
    if (pending.totalDocs > 0) continue
    await payload.jobs.queue({ task: CAMPAIGN_PAGES_TASK, input: {}, waitUntil: at, req })
    queued.push(at)
  }
  return queued
}
