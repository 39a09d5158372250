import type { Metadata } from 'next'
import Link from 'next/link'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { campaignCompletePageCall } from '@/lib/api/routes/campaign-shopping'
import { resolveSession } from '@/shop/auth/session-service'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { CAMPAIGN_END_PATH, isPromotionId } from '@/shop/campaigns/campaign-kinds'
import { isLinkKey } from '@/shop/campaigns/campaign-link-keys'
import { loadCampaignShoppingPage } from '@/shop/campaigns/shopping/campaign-shopping-page'
import { PRODUCT_CODE_PATTERN } from '@/shop/catalogue/codes'
import { CampaignOrderConfirm } from '@/ui/campaign/shopping/CampaignOrderConfirm'
import { CampaignOrderForm } from '@/ui/campaign/shopping/CampaignOrderForm'
import { CampaignPaymentError } from '@/ui/campaign/shopping/CampaignPaymentError'
import { ClearOrderDraft } from '@/ui/campaign/shopping/ClearOrderDraft'
import { CheckoutComplete } from '@/ui/checkout/CheckoutComplete'
import { PageTitle } from '@/ui/content/PageTitle'
import { Stepper } from '@/ui/form/Stepper'
import { LandingLayout } from '@/ui/layout/LandingLayout'

import { stepOf } from '../../../step-route'

/**
 * /campaign/shopping/?promotionId=…&productcode=… → confirm/ → complete/, and the payment pages tds-error/ and
 * payment-callback/ (spec §2; docs/adr/048-campaign-shopping.md): the campaign's one-page order of one product at its
 * price. Without a productcode the same URL is the landing page (src/proxy.ts rewrites it). Personal: per request.
 */
const STEPS = {
  input: { index: 0, title: 'ご注文手続き' },
  confirm: { index: 1, title: 'ご注文内容の確認' },
  complete: { index: 2, title: 'ご注文完了' },
  'tds-error': { index: 1, title: 'お支払い手続きの確認' },
  'payment-callback': { index: 1, title: 'お支払い手続きの確認' },
} as const

type Props = {
  params: Promise<{ step?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '')
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,20}$/

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const step = stepOf(STEPS, 'input', (await params).step)
  return step ? { title: STEPS[step].title, robots: { index: false, follow: false } } : {}
}

export default async function CampaignShoppingPage({ params, searchParams }: Props) {
  const step = stepOf(STEPS, 'input', (await params).step)
  if (!step) notFound()
  const query = await searchParams
  const chrome = await shopChrome()
  const payload = await getShopPayload()
  const session = await resolveSession(payload, (await cookies()).get(SESSION_COOKIE)?.value)

  if (step === 'complete') {
    const orderNumber = one(query.orderNumber)
    return (
      <LandingLayout chrome={chrome}>
        <ClearOrderDraft />
        <CheckoutComplete
          orderNumber={ORDER_NUMBER.test(orderNumber) ? orderNumber : null}
          isMember={session !== null}
          completeCall={campaignCompletePageCall}
        />
      </LandingLayout>
    )
  }
  if (step === 'tds-error' || step === 'payment-callback')
    return (
      <LandingLayout chrome={chrome}>
        <CampaignPaymentError code={one(query.code) || null} />
      </LandingLayout>
    )

  const target = { promotionId: one(query.promotionId), productCode: one(query.productcode) }
  if (!isPromotionId(target.promotionId) || !PRODUCT_CODE_PATTERN.test(target.productCode)) notFound()
  const loaded = await loadCampaignShoppingPage(payload, {
    ...target,
    customerId: session?.customer.id ?? null,
  })
  if (!loaded.ok) {
    if (loaded.reason === 'ended') redirect(CAMPAIGN_END_PATH)
    notFound()
  }
  const { page } = loaded
  const offer = page.offers.find((o) => o.productCode === target.productCode)!
  return (
    <LandingLayout chrome={chrome}>
      <PageTitle>{STEPS[step].title}</PageTitle>
      <p>
        {page.campaign.title}（{page.campaign.periodText}）
      </p>
      <Stepper label="ご注文の手順" steps={['入力', '確認', '完了']} current={STEPS[step].index} />
      {page.kankeishaExcluded ? (
        <p role="status">
          関係者の方には、このキャンペーンの特別価格は適用されません（関係者価格でのご注文になります）。
        </p>
      ) : null}
      {step === 'input' && !offer.available ? (
        <p role="status">
          「{offer.name}」は在庫がなくなったため、ただいまご注文いただけません。
          <Link href={page.campaign.landingPath}>キャンペーンのページへ戻る</Link>
        </p>
      ) : step === 'input' ? (
        <CampaignOrderForm
          target={target}
          offer={offer}
          linkKey={isLinkKey(one(query.key)) ? one(query.key) : null}
        />
      ) : (
        <CampaignOrderConfirm target={target} />
      )}
    </LandingLayout>
  )
}
