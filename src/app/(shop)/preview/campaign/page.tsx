import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { hasContentStaffSession } from '@/app/_preview/staff-session'
import { getShopPayload } from '@/cms/get-payload'
import { env } from '@/lib/config/env'
import { VARIANT_LABELS } from '@/shop/campaigns/ab-test'
import { findCampaignDraftById } from '@/shop/campaigns/campaign-content'
import { campaignPath } from '@/shop/campaigns/campaign-kinds'
import {
  defaultPreviewChoice,
  parsePreviewChoice,
  PREVIEW_HOURS,
  previewDays,
} from '@/shop/campaigns/preview-choice'
import { periodText } from '@/shop/campaigns/campaign-period'
import { PREVIEW_LINK_HOURS, previewToken } from '@/shop/campaigns/preview-link'
import { systemClock } from '@/shop/calendar/clock'
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import { PreviewChooser } from '@/ui/campaign/PreviewChooser'
import { PageTitle } from '@/ui/content/PageTitle'
import { SimpleLayout } from '@/ui/layout/SimpleLayout'

type Search = Record<string, string | string[] | undefined>

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'キャンペーンのプレビュー',
  robots: { index: false, follow: false },
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null)

/**
 * The admin's preview button of a campaign (docs/adr/045-campaigns.md): content staff choose the day and hour the page
 * is shown as of and the A/B variant, and get a signed link valid for a day, which opens only with their session.
 */
export default async function CampaignPreviewChooserPage({
  searchParams,
}: {
  searchParams: Promise<Search>
}) {
  if (!(await hasContentStaffSession())) {
    return (
      <SimpleLayout>
        <PageTitle>キャンペーンのプレビュー</PageTitle>
        <p className="prose">
          プレビューを表示するには
          <Link href="/admin/login/" prefetch={false}>
            管理画面にログイン
          </Link>
          してください。
        </p>
      </SimpleLayout>
    )
  }
  const search = await searchParams
  const id = Number(one(search.id))
  if (!Number.isInteger(id) || id <= 0) notFound()
  const campaign = await findCampaignDraftById(await getShopPayload(), id)
  if (!campaign) notFound()

  const now = systemClock.now()
  const period = { startsAt: new Date(campaign.startsAt), endsAt: new Date(campaign.endsAt) }
  const hasTest = campaign.testLanding.length > 0
  const submitted = search.day !== undefined
  const result = submitted
    ? parsePreviewChoice(
        { day: one(search.day), hour: one(search.hour), variant: one(search.variant) },
        period,
        hasTest,
      )
    : null
  const fallback = defaultPreviewChoice(period, now)
  const initial = {
    day: one(search.day) ?? fallback.day,
    hour: one(search.hour) ?? String(fallback.hour),
    variant: one(search.variant) ?? 'control',
  }
  const link =
    result?.ok === true
      ? (() => {
          const url = new URL(campaignPath(campaign), env.SITE_URL)
          const token = previewToken(
            { promotionId: campaign.promotionId, at: result.choice.at, variant: result.choice.variant },
            now,
            env.payloadSecret,
          )
          url.searchParams.set('preview', token)
          return `${url.pathname}${url.search}`
        })()
      : null

  return (
    <SimpleLayout>
      <PageTitle>キャンペーンのプレビュー</PageTitle>
      <div className="prose">
        <p>
          <strong>{campaign.title}</strong>（期間: {periodText(period, formatJapanDateTime)}
          ）の下書きを、選んだ日時にお客さまが見る とおりに表示します。
        </p>
      </div>
      <PreviewChooser
        campaignId={campaign.id}
        days={previewDays(period)}
        hours={PREVIEW_HOURS.map((h) => ({ value: String(h), label: `${h}時` }))}
        hasTest={hasTest}
        initial={initial}
        fieldErrors={result && !result.ok ? result.fields : undefined}
      />
      {link && result?.ok ? (
        <section aria-labelledby="preview-link-heading" className="prose">
          <h2 id="preview-link-heading">
            {formatJapanDateTime(result.choice.at)} 時点・{VARIANT_LABELS[result.choice.variant]}のプレビュー
          </h2>
          <p>
            <Link href={link} prefetch={false}>
              プレビューを開く
            </Link>
          </p>
          <p>
            このリンクは{PREVIEW_LINK_HOURS}
            時間有効です。管理画面にログインしたスマートフォンで開くと、スマートフォンでの表示を確認できます。ログインしていない方には表示されません。
          </p>
        </section>
      ) : null}
    </SimpleLayout>
  )
}
