import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { getAbTestMode, readCampaign } from '@/app/_data/campaigns'
import { previewMarks } from '@/app/_preview/ad-marks'
import { RefreshOnPublish } from '@/app/_preview/RefreshOnPublish'
import { isVariant, variantShown } from '@/shop/campaigns/ab-test'
import { CAMPAIGN_END_PATH, campaignPath, isCampaignKind } from '@/shop/campaigns/campaign-kinds'
import { campaignPhase, lastMinuteOf } from '@/shop/campaigns/campaign-period'
import type { LandingCampaign } from '@/shop/campaigns/campaign-content'

import { TrackEvent } from '@/ui/tracking/TrackEvent'

import { LandingPage } from '../../../../_landing/LandingPage'

type Props = { params: Promise<{ kind: string; key: string; variant: string }> }

// A campaign URL is rewritten here with the visitor's A/B variant (src/proxy.ts); each variant is cached until a
// publish, a change of the A/B mode, or the campaign's start or end (a job) expires it.
export function generateStaticParams() {
  return []
}

// The countdown of the last week (「終了まであと3日」) is rendered as of its render: an hourly refresh keeps it true.
export const revalidate = 3600

async function load(params: Props['params']) {
  const { kind, key, variant } = await params
  if (!isCampaignKind(kind) || !isVariant(variant)) return null
  const { campaign, draft } = await readCampaign(kind, decodeURIComponent(key))
  return campaign ? { campaign, draft, variant } : null
}

/** A staff preview without a chosen day shows the draft as inside its period (from its start, at the latest before its end). */
function previewInstant(campaign: LandingCampaign, now: Date): Date {
  const period = { startsAt: new Date(campaign.startsAt), endsAt: new Date(campaign.endsAt) }
  return new Date(
    Math.min(Math.max(now.getTime(), period.startsAt.getTime()), lastMinuteOf(period).getTime()),
  )
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params)
  if (!loaded) return { title: 'ページが見つかりません' }
  return {
    title: loaded.campaign.title,
    description: loaded.campaign.description ?? undefined,
    alternates: { canonical: campaignPath(loaded.campaign) },
  }
}

export default async function CampaignLandingPage({ params }: Props) {
  const loaded = await load(params)
  if (!loaded) notFound()
  const { campaign, draft, variant } = loaded
  const now = new Date()
  const asOf = draft ? previewInstant(campaign, now) : now
  if (!draft) {
    const phase = campaignPhase(
      { startsAt: new Date(campaign.startsAt), endsAt: new Date(campaign.endsAt) },
      now,
    )
    // Before its start nobody but staff knows it exists; after its end every URL of it leads to the end page.
    if (phase === 'upcoming') notFound()
    if (phase === 'ended') redirect(CAMPAIGN_END_PATH)
  }
  const shown = variantShown(await getAbTestMode(), variant, campaign.testLanding.length > 0)
  const marks = draft ? await previewMarks('campaigns', campaign.id) : undefined
  return (
    <>
      {draft ? null : <TrackEvent kind="campaign_view" campaign={campaign.promotionId} variant={shown} />}
      <LandingPage
        campaign={campaign}
        variant={shown}
        asOf={asOf}
        banner={<RefreshOnPublish />}
        marks={marks}
      />
    </>
  )
}
