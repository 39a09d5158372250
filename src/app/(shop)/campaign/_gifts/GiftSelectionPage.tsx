import Link from 'next/link'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { resolveSession } from '@/shop/auth/session-service'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { CAMPAIGN_END_PATH, giftSelectionPath, YEAR_PATTERN } from '@/shop/campaigns/campaign-kinds'
import type { GiftKind } from '@/shop/campaigns/gifts/gift-rules'
import { loadSelectionView } from '@/shop/campaigns/gifts/gift-service'
import { GiftList } from '@/ui/campaign/gifts/GiftCard'
import styles from '@/ui/campaign/gifts/gifts.module.css'
import { GiftSelectionForm } from '@/ui/campaign/gifts/GiftSelectionForm'
import { PageTitle } from '@/ui/content/PageTitle'
import { LandingLayout } from '@/ui/layout/LandingLayout'
import { signInHref } from '@/shop/site/safe-redirect'

export const GIFT_PAGE_TITLE: Record<GiftKind, string> = {
  birthday: 'お誕生日プレゼントを選ぶ',
  continuation: '継続感謝プレゼントを選ぶ',
}

/**
 * /campaign/{birthday|continuation}/{year}/selection/ (docs/adr/047-campaign-gifts.md): a member's choice of this
 * year's gift, ranked by how many members chose each. Rendered per request (the member's own state); a guest signs
 * in first and comes back.
 */
export async function GiftSelectionPage({ kind, year }: { kind: GiftKind; year: string }) {
  if (!YEAR_PATTERN.test(year)) notFound()
  const path = giftSelectionPath(kind, Number(year))
  const payload = await getShopPayload()
  const active = await resolveSession(payload, (await cookies()).get(SESSION_COOKIE)?.value)
  if (!active) redirect(signInHref(path))
  const loaded = await loadSelectionView(payload, kind, Number(year), {
    id: active.customer.id,
    birthDate: active.customer.birthDate ?? null,
  })
  if (!loaded.ok) {
    if (loaded.reason === 'ended') redirect(CAMPAIGN_END_PATH)
    notFound()
  }
  const { view } = loaded
  return (
    <LandingLayout chrome={await shopChrome()}>
      <PageTitle>{GIFT_PAGE_TITLE[kind]}</PageTitle>
      <p>
        <Link href={view.campaign.introductionPath}>{view.campaign.title}</Link>（{view.campaign.periodText}）
      </p>
      {view.selected ? (
        <>
          <section role="status" aria-labelledby="gift-selected" className={styles.status}>
            <h2 id="gift-selected">お選びいただいたプレゼント</h2>
            <p>
              <strong>{view.selected.giftName}</strong>
            </p>
            <p>{view.selected.shippingText}</p>
            <p>プレゼントは1年に1回お選びいただけます。ありがとうございました。</p>
          </section>
          <h2>プレゼントの人気ランキング</h2>
          <GiftList gifts={view.gifts} />
        </>
      ) : !view.eligibility.ok ? (
        <>
          <p role="status" className={styles.status}>
            {view.eligibility.message}
          </p>
          <h2>プレゼントのご紹介</h2>
          <GiftList gifts={view.gifts} />
        </>
      ) : (
        <>
          <p>
            お好きなプレゼントを1つお選びください。王冠の数字は、これまでに選ばれた数の順位です。
            {view.shippingText}
          </p>
          <GiftSelectionForm kind={kind} year={view.campaign.year} gifts={view.gifts} />
        </>
      )}
    </LandingLayout>
  )
}
