/**
 * キャンペーンダッシュボード (/admin/analytics/campaigns, issue 28; admins and marketers): per campaign that ran in
 * the period, its views, unique visitors, applications, orders, revenue and conversion; per A/B test both variants,
 * the difference and the z-test's verdict with the sample size still needed. Rules: src/shop/analytics/
 * campaign-report.ts and ab-significance.ts; counts: src/cms/analytics/campaign-figures.ts.
 */
import type { AdminViewServerProps } from 'payload'

import { VARIANT_ROW_LABELS } from '@/shop/analytics/campaign-report'

import { loadCampaignsDashboard } from '../campaign-figures'
import { BarChart } from './BarChart'
import { DashboardView } from './DashboardView'
import { FigureTable } from './FigureTable'

export async function CampaignsDashboardView(props: AdminViewServerProps) {
  return (
    <DashboardView
      viewProps={props}
      dashboard="campaigns"
      load={loadCampaignsDashboard}
      refreshable
      lead="期間中に開催していたキャンペーンについて、開始から今日までの成果を示します。注文と売上は注文データ（キャンセル・決済待ちを除く）、申し込みは申し込みデータから数えています。"
    >
      {({ data, csvHref }) => {
        const tested = data.figures.filter((f) => f.ab)
        return (
          <>
            {data.figures.length === 0 ? (
              <p role="status">この期間に開催していたキャンペーンはありません。</p>
            ) : (
              <BarChart
                id="campaign-conversion"
                title="キャンペーン別の転換率"
                kind="percent"
                categories={data.figures.map((f) => f.title)}
                series={[{ label: '転換率', values: data.figures.map((f) => f.conversionRate ?? 0) }]}
              />
            )}
            {tested.length > 0 ? (
              <BarChart
                id="campaign-ab"
                title="A/Bテストの版ごとの転換率"
                kind="percent"
                categories={tested.map((f) => f.title)}
                series={(['control', 'test'] as const).map((v) => ({
                  label: VARIANT_ROW_LABELS[v],
                  values: tested.map((f) => f.ab?.[v].conversionRate ?? 0),
                }))}
              />
            ) : null}
            {data.tables.map((t) => (
              <FigureTable key={t.name} table={t} csvHref={csvHref(t.name)} />
            ))}
          </>
        )
      }}
    </DashboardView>
  )
}
