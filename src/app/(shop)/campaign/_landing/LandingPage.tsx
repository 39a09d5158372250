import { shopChrome } from '@/app/_data/chrome'
import { getCatalogue } from '@/app/_data/catalogue'
import { getFactValues } from '@/app/_data/content'
import { getRichRefs } from '@/app/_data/rich-text'
import type { Variant } from '@/shop/campaigns/ab-test'
import type { PreviewMark } from '@/shop/publish-review/preview-marks'
import type { LandingCampaign } from '@/shop/campaigns/campaign-content'
import { productsByCodes } from '@/shop/catalogue/catalogue-queries'
import { CampaignLanding } from '@/ui/campaign/CampaignLanding'
import type { ProductCardData } from '@/ui/catalogue/ProductCard'
import { LandingLayout } from '@/ui/layout/LandingLayout'

/** A campaign's landing page in the landing-page layout, as of `asOf`, in the variant shown. */
export async function LandingPage({
  campaign,
  variant,
  asOf,
  banner,
  marks,
}: {
  campaign: LandingCampaign
  variant: Variant
  asOf: Date
  /** A staff preview's notice above the page. */
  banner?: React.ReactNode
  /** The advertising-law check's phrases, in a staff preview only (src/app/_preview/ad-marks.ts). */
  marks?: readonly PreviewMark[]
}) {
  const blocks = variant === 'test' && campaign.testLanding.length ? campaign.testLanding : campaign.landing
  const codes = blocks.flatMap((b) =>
    b.type === 'product'
      ? b.productCodes
      : b.type === 'samples'
        ? campaign.samples.map((s) => s.productCode)
        : b.type === 'offers'
          ? campaign.offers.map((o) => o.productCode)
          : [],
  )
  const bodies = blocks.flatMap((b) =>
    b.type === 'text' || b.type === 'notes' ? [b.body] : b.type === 'faq' ? b.items.map((i) => i.answer) : [],
  )
  const [chrome, catalogue, facts, refs] = await Promise.all([
    shopChrome(),
    getCatalogue(),
    getFactValues(),
    getRichRefs(...bodies),
  ])
  const products = new Map<string, ProductCardData>(
    productsByCodes(catalogue, codes).map((p) => [p.productCode, p]),
  )
  return (
    <LandingLayout chrome={chrome}>
      {banner}
      <CampaignLanding
        campaign={campaign}
        blocks={blocks}
        products={products}
        asOf={asOf}
        facts={facts}
        refs={refs}
        marks={marks}
      />
    </LandingLayout>
  )
}
