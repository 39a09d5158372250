/**
 * コンテンツダッシュボード (/admin/analytics/content, issue 28; admins, marketers and editors): page views per day,
 * the most read columns, notices and pages, the most searched words and the searches that found nothing. Rules:
 * src/shop/analytics/content-report.ts; reads: src/cms/analytics/content-figures.ts (daily rollups only).
 */
import type { AdminViewServerProps } from 'payload'

import { CONTENT_KIND_LABELS, type ContentKind } from '@/shop/analytics/content-report'
import { formatShortDay } from '@/shop/analytics/period'

import { loadContentDashboard } from '../content-figures'
import { BarChart } from './BarChart'
import { DashboardView } from './DashboardView'
import { FigureTable } from './FigureTable'

/** Bars in a chart of documents: the most read; the table (and its CSV) lists every document. */
const CHART_ROWS = 10

export async function ContentDashboardView(props: AdminViewServerProps) {
  return (
    <DashboardView
      viewProps={props}
      dashboard="content"
      load={loadContentDashboard}
      refreshable
      lead="ショップ自身のアクセス計測（個人を特定する情報は保存していません）から集計しています。検索ロボットや自動操作のブラウザは数えていません。"
    >
      {({ data, csvHref }) => {
        const { daily, documents, zeroResults } = data.figures
        const top = (kind: ContentKind) =>
          documents.filter((d) => d.kind === kind && d.views > 0).slice(0, CHART_ROWS)
        const columns = top('columns')
        return (
          <>
            {daily.length > 0 ? (
              <BarChart
                id="content-daily"
                title="日別のページ表示回数"
                kind="count"
                categories={daily.map((d) => formatShortDay(d.day))}
                series={[{ label: '表示回数', values: daily.map((d) => d.views) }]}
              />
            ) : (
              <p role="status">この期間のページ表示はまだ集計されていません。</p>
            )}
            {columns.length > 0 ? (
              <BarChart
                id="content-columns"
                title={`よく読まれた${CONTENT_KIND_LABELS.columns}（上位${CHART_ROWS}件）`}
                kind="count"
                categories={columns.map((d) => d.title)}
                series={[{ label: '表示回数', values: columns.map((d) => d.views) }]}
              />
            ) : null}
            {zeroResults.length > 0 ? (
              <BarChart
                id="content-zero"
                title="結果が0件だった検索"
                kind="count"
                categories={zeroResults.map((k) => k.keyword)}
                series={[{ label: '検索回数', values: zeroResults.map((k) => k.searches) }]}
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
