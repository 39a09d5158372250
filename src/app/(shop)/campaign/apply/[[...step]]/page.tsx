import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { loadApplyPage } from '@/app/_data/campaign-apply'
import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { resolveSession } from '@/shop/auth/session-service'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { APPLY_MESSAGES } from '@/shop/campaigns/apply/apply-messages'
import { applicantPrefillOf } from '@/shop/campaigns/apply/apply-page-data'
import { memberHasApplied } from '@/shop/campaigns/apply/apply-service'
import { CAMPAIGN_END_PATH, isPromotionId } from '@/shop/campaigns/campaign-kinds'
import { PRODUCT_CODE_PATTERN } from '@/shop/catalogue/codes'
import { ApplyComplete } from '@/ui/campaign/apply/ApplyComplete'
import { ApplyConfirm } from '@/ui/campaign/apply/ApplyConfirm'
import { ApplyForm } from '@/ui/campaign/apply/ApplyForm'
import { SampleSummary } from '@/ui/campaign/apply/SampleSummary'
import { PageTitle } from '@/ui/content/PageTitle'
import { Stepper } from '@/ui/form/Stepper'
import { LandingLayout } from '@/ui/layout/LandingLayout'
import { TrackEvent } from '@/ui/tracking/TrackEvent'

import { stepOf } from '../../../step-route'

/**
 * /campaign/apply/?promotionId=…&productCode=… → confirm/ → complete/ (spec §2; docs/adr/046-sample-apply.md): the
 * application form of one sample of a running apply campaign. Without a productCode the same URL is the
 * campaign's landing page (src/proxy.ts rewrites it). Rendered per request: whether a sample is left and, for a
 * member, their details and whether they applied, are live.
 */
const STEPS = {
  input: { index: 0, title: 'サンプルのお申し込み' },
  confirm: { index: 1, title: 'お申し込み内容の確認' },
  complete: { index: 2, title: 'お申し込みを受け付けました' },
} as const

type Props = {
  params: Promise<{ step?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '')

async function targetOf(searchParams: Props['searchParams']) {
  const query = await searchParams
  const promotionId = one(query.promotionId)
  const productCode = one(query.productCode)
  return isPromotionId(promotionId) && PRODUCT_CODE_PATTERN.test(productCode)
    ? { promotionId, productCode }
    : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const step = stepOf(STEPS, 'input', (await params).step)
  return step ? { title: STEPS[step].title, robots: { index: false } } : {}
}

async function signedInMember() {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  return token ? ((await resolveSession(await getShopPayload(), token))?.customer ?? null) : null
}

export default async function CampaignApplyPage({ params, searchParams }: Props) {
  const step = stepOf(STEPS, 'input', (await params).step)
  const target = await targetOf(searchParams)
  if (!step || !target) notFound()
  const loaded = await loadApplyPage(target.promotionId, target.productCode)
  if (!loaded.ok) {
    if (loaded.reason === 'ended') redirect(CAMPAIGN_END_PATH)
    notFound()
  }
  const { data } = loaded
  const { index, title } = STEPS[step]
  const member = step === 'input' ? await signedInMember() : null
  const applied = member
    ? await memberHasApplied(await getShopPayload(), target.productCode, member.id)
    : false

  return (
    <LandingLayout chrome={await shopChrome()}>
      <PageTitle>{title}</PageTitle>
      <Stepper label="お申し込みの手順" steps={['入力', '確認', '完了']} current={index} />
      <SampleSummary data={data} />
      {step === 'input' ? (
        !data.available ? (
          <p role="status">{APPLY_MESSAGES.soldOut(data.sample.sampleName)}</p>
        ) : applied ? (
          <p role="status">{APPLY_MESSAGES.alreadyApplied}</p>
        ) : (
          <ApplyForm target={target} prefill={member ? applicantPrefillOf(member) : null} />
        )
      ) : null}
      {step === 'confirm' ? <ApplyConfirm target={target} sampleName={data.sample.sampleName} /> : null}
      {step === 'complete' ? <TrackEvent kind="campaign_apply" campaign={target.promotionId} /> : null}
      {step === 'complete' ? (
        <ApplyComplete
          target={target}
          shippingNote={data.shippingNote}
          landingPath={data.campaign.landingPath}
        />
      ) : null}
    </LandingLayout>
  )
}
