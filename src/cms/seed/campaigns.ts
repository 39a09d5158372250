/**
 * The demo campaigns (content/campaigns.json): their periods are relative to the day of the seed, so a fresh demo
 * always has running campaigns; product blocks and samples name products by code, and each sample's stock is an
 * inventory row of its sample code.
 */
import type { Payload } from 'payload'

import type { Campaign } from '@/cms/payload-types'

import { japanDate, startOfJapanDay } from '@/shop/calendar/japan-date'

import { readJson } from './content-files'
import { markdownConverter, required, type MarkdownToRich } from './rich-text'
import { findIdBy, type Log, newCounts, report, seedContext, upsert } from './upsert'

type BlockSeed = Record<string, unknown> & { blockType: string; products?: string[] }
type CampaignSeed = {
  promotionId: string
  kind: Campaign['kind']
  title: string
  description?: string
  /** Relative to the seed day; or `period: 'seed-year'`, the whole calendar year of the seed day in Japan. */
  startsInDays?: number
  endsInDays?: number
  period?: 'seed-year'
  /** Birthday and continuation campaigns: the year of the seed day ('seed-year'). */
  year?: 'seed-year'
  continuationYears?: number
  gifts?: { giftCode: string; name: string; description?: string }[]
  /** Shopping campaigns: products by code at the campaign's price (tax-excluded). */
  offers?: { product: string; purchase: '0' | '1' | '2' | '3'; campaignPrice: number; maxQuantity: number }[]
  allowKankeisha?: boolean
  landing: BlockSeed[]
  /** Apply campaigns: each sample's product by code, and the stock its inventory row starts with. */
  samples?: { product: string; sampleName: string; sampleCode: string; stock: number }[]
}

const DAY_MS = 86_400_000

/** The Markdown texts of a landing block (text and notes bodies, FAQ answers) as rich text. */
function richBlock(block: BlockSeed, rich: MarkdownToRich): BlockSeed {
  const where = `campaigns.json ${block.blockType} block`
  if ((block.blockType === 'text' || block.blockType === 'notes') && typeof block.body === 'string')
    return { ...block, body: required(rich)(block.body, where) }
  if (block.blockType === 'faq' && Array.isArray(block.items))
    return {
      ...block,
      items: (block.items as { question: string; answer: string }[]).map((item) => ({
        ...item,
        answer: required(rich)(item.answer, `${where}: ${item.question}`),
      })),
    }
  return block
}

export async function seedCampaigns(payload: Payload, log: Log, now: Date = new Date()): Promise<void> {
  const c = newCounts()
  const stock = newCounts()
  const rich = await markdownConverter(payload)
  for (const seed of readJson<CampaignSeed[]>('campaigns.json')) {
    const landing: Record<string, unknown>[] = []
    for (const markdownBlock of seed.landing) {
      const block = richBlock(markdownBlock, rich)
      if (!block.products) {
        landing.push(block)
        continue
      }
      const products: number[] = []
      for (const code of block.products) {
        const id = await findIdBy(payload, 'products', 'productCode', code)
        if (id === undefined) throw new Error(`campaigns.json: unknown product "${code}"`)
        products.push(Number(id))
      }
      landing.push({ ...block, products })
    }
    const offers: {
      product: number
      purchase: '0' | '1' | '2' | '3'
      campaignPrice: number
      maxQuantity: number
    }[] = []
    for (const offer of seed.offers ?? []) {
      const id = await findIdBy(payload, 'products', 'productCode', offer.product)
      if (id === undefined) throw new Error(`campaigns.json: unknown product "${offer.product}"`)
      offers.push({ ...offer, product: Number(id) })
    }
    const samples: { product: number; sampleName: string; sampleCode: string }[] = []
    for (const sample of seed.samples ?? []) {
      const id = await findIdBy(payload, 'products', 'productCode', sample.product)
      if (id === undefined) throw new Error(`campaigns.json: unknown product "${sample.product}"`)
      samples.push({ product: Number(id), sampleName: sample.sampleName, sampleCode: sample.sampleCode })
      await upsert(
        payload,
        'inventory',
        'productCode',
        sample.sampleCode,
        () =>
          payload.create({
            collection: 'inventory',
            context: seedContext,
            data: { productCode: sample.sampleCode, stock: sample.stock },
          }),
        stock,
      )
    }
    // From midnight in Japan, so the period reads 0:00 to 23:59 and reseeding the same day writes the same period.
    const today = japanDate(now)
    const day = startOfJapanDay(today).getTime()
    const seedYear = Number(today.slice(0, 4))
    const period =
      seed.period === 'seed-year'
        ? { startsAt: startOfJapanDay(`${seedYear}-01-01`), endsAt: startOfJapanDay(`${seedYear + 1}-01-01`) }
        : {
            startsAt: new Date(day + (seed.startsInDays ?? 0) * DAY_MS),
            endsAt: new Date(day + (seed.endsInDays ?? 30) * DAY_MS),
          }
    const year = seed.year === 'seed-year' ? seedYear : undefined
    const promotionId = year ? `${seed.promotionId}-${year}` : seed.promotionId
    await upsert(
      payload,
      'campaigns',
      'promotionId',
      promotionId,
      () =>
        payload.create({
          collection: 'campaigns',
          context: seedContext,
          data: {
            promotionId,
            kind: seed.kind,
            title: year ? `${seed.title} ${year}` : seed.title,
            description: seed.description,
            startsAt: period.startsAt.toISOString(),
            endsAt: period.endsAt.toISOString(),
            landing: landing as unknown as Campaign['landing'],
            ...(samples.length ? { samples } : {}),
            ...(offers.length ? { offers, allowKankeisha: seed.allowKankeisha ?? false } : {}),
            ...(year ? { year, gifts: seed.gifts ?? [] } : {}),
            ...(seed.continuationYears ? { continuationYears: seed.continuationYears } : {}),
            _status: 'published',
          },
        }),
      c,
    )
  }
  report(log, 'campaigns', c)
  report(log, 'sample stock', stock)
}
