/**
 * The sample application pages' data (docs/adr/046-sample-apply.md), for their routes and the pages themselves:
 * the running campaign's sample with its product from the cached catalogue and whether one is left (read live,
 * never cached: a sold-out sample must stop the form at once).
 */
import 'server-only'

import { getShopPayload } from '@/cms/get-payload'
import { applyPageDataOf, type ApplyPageData } from '@/shop/campaigns/apply/apply-page-data'
import { findApplyTarget, samplesLeft, type ApplyRefusal } from '@/shop/campaigns/apply/apply-service'
import { productsByCodes } from '@/shop/catalogue/catalogue-queries'

import { getCatalogue } from './catalogue'

export async function loadApplyPage(
  promotionId: string,
  productCode: string,
  now: Date = new Date(),
): Promise<{ ok: true; data: ApplyPageData } | ApplyRefusal> {
  const payload = await getShopPayload()
  const found = await findApplyTarget(payload, promotionId, productCode, now)
  if (!found.ok) return found
  const [catalogue, left] = await Promise.all([
    getCatalogue(),
    samplesLeft(payload, found.target.sample.sampleCode),
  ])
  const product = productsByCodes(catalogue, [productCode])[0] ?? null
  return { ok: true, data: applyPageDataOf(found.target, product, left) }
}
