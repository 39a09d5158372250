import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { documentMarks } from '@/app/_preview/ad-marks'
import { hasContentStaffSession } from '@/app/_preview/staff-session'
import { getShopPayload } from '@/cms/get-payload'
import { env } from '@/lib/config/env'
import { VARIANT_LABELS } from '@/shop/campaigns/ab-test'
import { findCampaign } from '@/shop/campaigns/campaign-content'
import { isCampaignKind } from '@/shop/campaigns/campaign-kinds'
import { checkPreviewToken } from '@/shop/campaigns/preview-link'
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import { systemClock } from '@/shop/calendar/clock'
import { PageTitle } from '@/ui/content/PageTitle'
import { SimpleLayout } from '@/ui/layout/SimpleLayout'

import { LandingPage } from '../../../_landing/LandingPage'

type Props = {
  params: Promise<{ kind: string; key: string }>
  searchParams: Promise<{ preview?: string | string[] }>
}

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'キャンペーンのプレビュー',
  robots: { index: false, follow: false },
}

/**
 * A marketer's dated preview (docs/adr/045-campaigns.md): the campaign's latest draft as on the day and in the A/B
 * variant its signed link names. It needs both that link and a live staff session; anyone else gets not-found, so a
 * copied link shows nothing.
 */
export default async function CampaignPreviewPage({ params, searchParams }: Props) {
  const { kind, key } = await params
  const token = (await searchParams).preview
  if (!isCampaignKind(kind) || typeof token !== 'string' || !(await hasContentStaffSession())) notFound()
  const check = checkPreviewToken(token, env.payloadSecret, systemClock.now())
  if (!check.ok) {
    return (
      <SimpleLayout>
        <PageTitle>プレビューを表示できません</PageTitle>
        <p className="prose">
          {check.reason === 'expired'
            ? 'このプレビューのリンクは有効期限が切れています。'
            : 'このプレビューのリンクは正しくありません。'}
          管理画面のキャンペーンから「プレビュー」を開き直してください。
        </p>
      </SimpleLayout>
    )
  }
  const campaign = await findCampaign(await getShopPayload(), kind, decodeURIComponent(key), { draft: true })
  if (!campaign || campaign.promotionId !== check.preview.promotionId) notFound()
  const { at, variant } = check.preview
  return (
    <LandingPage
      campaign={campaign}
      variant={variant}
      asOf={at}
      marks={await documentMarks('campaigns', campaign.id)}
      banner={
        <p role="status" className="preview-banner">
          プレビュー表示中です（{formatJapanDateTime(at)} 時点・{VARIANT_LABELS[variant]}・下書きの内容）。
          <Link href={`/preview/campaign/?id=${campaign.id}`} prefetch={false}>
            日時や版を変える
          </Link>
        </p>
      }
    />
  )
}
