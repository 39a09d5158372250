/**
 * The キャンペーン dashboard's figures (issue 28 §2). Views and visitors come from the measurement (views from the
 * daily rollups; visitors exact, each visitor once per campaign and variant); applications and orders from their
 * own tables (money is never taken from the beacon). Conversion is (orders + applications) ÷ visitors.
 * Per A/B variant only orders carry the variant the visitor saw (orders.abVariant, recorded while the mode is
 * RANDOM), and sample applications carry it likewise (sample-applications.abVariant), so a variant's conversions are
 * its orders and applications; the comparison is compareVariants (ab-significance.ts).
 */
import { type AbVerdict, compareVariants } from './ab-significance'
import type { FigureTableData } from './figure'

export interface CampaignInfo {
  promotionId: string
  title: string
  kindLabel: string
  startsAt: string
  endsAt: string
}

/** Per campaign and variant ('' when the visit or order recorded none). */
export interface CampaignCounts {
  views: Map<string, Map<string, number>>
  visitors: Map<string, Map<string, number>>
  orders: Map<string, Map<string, { orders: number; revenue: number }>>
  applications: Map<string, Map<string, number>>
}

export interface VariantFigures {
  variant: 'control' | 'test'
  views: number
  visitors: number
  conversions: number
  revenue: number
  conversionRate: number | null
}

export interface CampaignFigures extends CampaignInfo {
  views: number
  visitors: number
  applications: number
  orders: number
  revenue: number
  conversionRate: number | null
  /** Present when both variants were shown to someone. */
  ab: { control: VariantFigures; test: VariantFigures; verdict: AbVerdict } | null
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0)
const rate = (conversions: number, visitors: number) => (visitors > 0 ? conversions / visitors : null)

export function emptyCounts(): CampaignCounts {
  return { views: new Map(), visitors: new Map(), orders: new Map(), applications: new Map() }
}

/** Adds one grouped row to a per-campaign, per-variant map. */
export function addCount<T>(
  map: Map<string, Map<string, T>>,
  campaign: string,
  variant: string,
  value: T,
): void {
  const inner = map.get(campaign) ?? new Map<string, T>()
  inner.set(variant, value)
  map.set(campaign, inner)
}

function variantFigures(counts: CampaignCounts, id: string, variant: 'control' | 'test'): VariantFigures {
  const order = counts.orders.get(id)?.get(variant) ?? { orders: 0, revenue: 0 }
  const visitors = counts.visitors.get(id)?.get(variant) ?? 0
  const conversions = order.orders + (counts.applications.get(id)?.get(variant) ?? 0)
  return {
    variant,
    views: counts.views.get(id)?.get(variant) ?? 0,
    visitors,
    conversions,
    revenue: order.revenue,
    conversionRate: rate(conversions, visitors),
  }
}

export function campaignFigures(
  campaigns: readonly CampaignInfo[],
  counts: CampaignCounts,
): CampaignFigures[] {
  return campaigns.map((c) => {
    const id = c.promotionId
    const orders = [...(counts.orders.get(id)?.values() ?? [])]
    const visitors = sum(counts.visitors.get(id)?.values() ?? [])
    const applications = sum(counts.applications.get(id)?.values() ?? [])
    const orderCount = sum(orders.map((o) => o.orders))
    const control = variantFigures(counts, id, 'control')
    const test = variantFigures(counts, id, 'test')
    return {
      ...c,
      views: sum(counts.views.get(id)?.values() ?? []),
      visitors,
      applications,
      orders: orderCount,
      revenue: sum(orders.map((o) => o.revenue)),
      conversionRate: rate(orderCount + applications, visitors),
      ab:
        control.visitors > 0 && test.visitors > 0
          ? { control, test, verdict: compareVariants(control, test) }
          : null,
    }
  })
}

export const VARIANT_ROW_LABELS = { control: '通常版', test: 'テスト版' } as const

/** Whether a campaign ran at some time in the period (its dates are Japan days, 'YYYY-MM-DD'). */
export const ranDuring = (c: CampaignInfo, firstDay: string, lastDay: string): boolean =>
  (!c.startsAt || c.startsAt <= lastDay) && (!c.endsAt || c.endsAt >= firstDay)

function verdictText(verdict: AbVerdict): string {
  if (verdict.kind === 'too-few') return verdict.reason
  if (verdict.significant) return `有意差あり（p = ${verdict.pValue.toFixed(3)}）`
  return `有意差なし（p = ${verdict.pValue.toFixed(3)}）`
}

/** The dashboard's tables: one row per campaign, and per A/B test its two variants and the test's verdict. */
export function campaignTables(figures: readonly CampaignFigures[]): FigureTableData[] {
  const tested = figures.filter((f) => f.ab)
  return [
    {
      name: 'campaigns',
      title: 'キャンペーン別の成果',
      note: '訪問者数はキャンペーンページを見た人の数（期間中の重複なし）。成果は注文と申し込みの合計、転換率は成果 ÷ 訪問者数です。',
      columns: [
        { label: 'キャンペーン', kind: 'text' },
        { label: '種類', kind: 'text' },
        { label: '開始日', kind: 'text' },
        { label: '終了日', kind: 'text' },
        { label: '表示回数', kind: 'count' },
        { label: '訪問者数', kind: 'number' },
        { label: '申し込み', kind: 'count' },
        { label: '注文', kind: 'count' },
        { label: '売上（税込）', kind: 'yen' },
        { label: '転換率', kind: 'percent' },
      ],
      rows: figures.map((f) => [
        `${f.title}（${f.promotionId}）`,
        f.kindLabel,
        f.startsAt,
        f.endsAt,
        f.views,
        f.visitors,
        f.applications,
        f.orders,
        f.revenue,
        f.conversionRate,
      ]),
    },
    {
      name: 'ab-tests',
      title: 'A/Bテストの版ごとの成果',
      note: '2つの版の転換率の差を、2標本の比率の z 検定（両側、有意水準5%）で判定しています。「あと必要な訪問者数」は、いまの差を検出力80%で確かめるのに各版で足りない人数です。',
      columns: [
        { label: 'キャンペーンと版', kind: 'text' },
        { label: '訪問者数', kind: 'number' },
        { label: '成果', kind: 'count' },
        { label: '転換率', kind: 'percent' },
        { label: '売上（税込）', kind: 'yen' },
        { label: '通常版との差（ポイント）', kind: 'number' },
        { label: '判定', kind: 'text' },
        { label: 'あと必要な訪問者数（各版）', kind: 'number' },
      ],
      rows: tested.flatMap((f) => {
        const ab = f.ab!
        const v = ab.verdict
        const diff = v.kind === 'tested' ? Math.round(v.difference * 1000) / 10 : null
        return (['control', 'test'] as const).map((variant) => {
          const row = ab[variant]
          const isTest = variant === 'test'
          return [
            `${f.title}（${VARIANT_ROW_LABELS[variant]}）`,
            row.visitors,
            row.conversions,
            row.conversionRate,
            row.revenue,
            isTest ? diff : null,
            isTest ? verdictText(v) : null,
            isTest && v.kind === 'tested' ? v.stillNeeded : null,
          ]
        })
      }),
    },
  ]
}
