/**
 * The コンテンツ dashboard's figures (issue 28 §2), from the daily rollups: views of columns, notices and pages, the
 * words shoppers search for, and the searches that found nothing (what content staff could write next). Visitors
 * are summed over days (a reader on two days counts twice): exact distinct counts over a period would need the raw
 * events, which are not kept; the dashboard says so.
 */
import type { FigureTableData } from './figure'

export type ContentKind = 'columns' | 'information' | 'pages'

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  columns: 'コラム',
  information: 'お知らせ',
  pages: 'ページ',
}

export interface PathTotal {
  path: string
  events: number
  visitors: number
}

export interface KnownDocument {
  kind: ContentKind
  title: string
  path: string
}

export interface ContentRow {
  kind: ContentKind
  title: string
  path: string
  views: number
  visitors: number
}

export interface KeywordRow {
  keyword: string
  searches: number
  visitors: number
}

export const TOP_ROWS = 20

/** The pathname of a stored path (campaign parameters dropped): views from an ad and from the menu are one page. */
export const pathnameOf = (path: string): string => path.split('?')[0] ?? path

const byViews = <T extends { views: number; title: string }>(a: T, b: T) =>
  b.views - a.views || a.title.localeCompare(b.title, 'ja')

/** Each known document's views (summed over its paths' variants), most read first, documents never read included. */
export function contentRows(totals: readonly PathTotal[], documents: readonly KnownDocument[]): ContentRow[] {
  const byPath = new Map<string, { views: number; visitors: number }>()
  for (const t of totals) {
    const key = pathnameOf(t.path)
    const sum = byPath.get(key) ?? { views: 0, visitors: 0 }
    sum.views += t.events
    sum.visitors += t.visitors
    byPath.set(key, sum)
  }
  return documents.map((d) => ({ ...d, ...(byPath.get(d.path) ?? { views: 0, visitors: 0 }) })).sort(byViews)
}

/** The most searched words (or the ones that found nothing), most first, at most `top`. */
export function keywordRows(
  totals: readonly { key: string; events: number; visitors: number }[],
  top = TOP_ROWS,
) {
  return totals
    .filter((t) => t.key !== '')
    .map((t): KeywordRow => ({ keyword: t.key, searches: t.events, visitors: t.visitors }))
    .sort((a, b) => b.searches - a.searches || a.keyword.localeCompare(b.keyword, 'ja'))
    .slice(0, top)
}

export interface ContentFigures {
  daily: { day: string; views: number; visitors: number }[]
  documents: ContentRow[]
  keywords: KeywordRow[]
  zeroResults: KeywordRow[]
}

const VISITORS_NOTE = '訪問者数は日ごとの訪問者数の合計です（同じ人が別の日にも読むと2人と数えます）。'

/** The dashboard's tables: views per day, per document kind, the top searches and the searches that found nothing. */
export function contentTables(figures: ContentFigures): FigureTableData[] {
  const documentTable = (kind: ContentKind): FigureTableData => ({
    name: kind,
    title: `${CONTENT_KIND_LABELS[kind]}の表示回数`,
    note: VISITORS_NOTE,
    columns: [
      { label: 'タイトル', kind: 'text' },
      { label: 'パス', kind: 'text' },
      { label: '表示回数', kind: 'count' },
      { label: '訪問者数', kind: 'number' },
    ],
    rows: figures.documents.filter((d) => d.kind === kind).map((d) => [d.title, d.path, d.views, d.visitors]),
  })
  const keywordTable = (name: string, title: string, rows: KeywordRow[], note: string): FigureTableData => ({
    name,
    title,
    note,
    columns: [
      { label: 'キーワード', kind: 'text' },
      { label: '検索回数', kind: 'count' },
      { label: '検索した人数', kind: 'number' },
    ],
    rows: rows.map((r) => [r.keyword, r.searches, r.visitors]),
  })
  return [
    {
      name: 'daily',
      title: '日別のページ表示',
      note: '訪問者数はその日にショップを訪れた人の数です。',
      columns: [
        { label: '日付', kind: 'text' },
        { label: '表示回数', kind: 'count' },
        { label: '訪問者数', kind: 'number' },
      ],
      rows: figures.daily.map((d) => [d.day, d.views, d.visitors]),
    },
    documentTable('columns'),
    documentTable('information'),
    documentTable('pages'),
    keywordTable(
      'keywords',
      'よく検索されたキーワード',
      figures.keywords,
      `上位${TOP_ROWS}語。メールアドレスや電話番号のような語は保存していません。`,
    ),
    keywordTable(
      'zero-results',
      '結果が0件だった検索',
      figures.zeroResults,
      `上位${TOP_ROWS}語。商品もよくある質問も見つからなかった検索です。記事やよくある質問を書く手がかりにしてください。`,
    ),
  ]
}
