// @vitest-environment happy-dom
/**
 * The dashboards' markup (issue 28) without the admin around it: the frame's body (tabs only to dashboards the
 * person may open and that exist, the period links), the 売上 and 定期お届け bodies with their charts and tables, and
 * axe-core over the result. Charts must be readable without colour: pattern fills, value labels, a legend, role=img
 * with a name, and the same numbers in a <table>.
 */
import axe from 'axe-core'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { chartSummary } from '@/cms/analytics/admin/BarChart'
import { CoursesDashboardBody } from '@/cms/analytics/admin/CoursesDashboardBody'
import { DashboardBody } from '@/cms/analytics/admin/DashboardBody'
import { SalesDashboardBody } from '@/cms/analytics/admin/SalesDashboardBody'
import { openableDashboards } from '@/cms/analytics/views'
import { coursesTables, summarizeCourses } from '@/shop/analytics/courses'
import { periodOf } from '@/shop/analytics/period'
import { salesTables, summarizeSales } from '@/shop/analytics/sales'

const period = periodOf(30, new Date('2026-11-29T03:00:00Z'))
const sales = summarizeSales(
  [
    { day: '2026-11-29', method: '2', kind: 'one-time', orders: 2, total: 10000 },
    { day: '2026-11-28', method: '1', kind: 'regular', orders: 1, total: 4645 },
  ],
  period,
)
const courses = summarizeCourses(
  [
    {
      courses: 2,
      status: 'cancelled',
      firstDeliveryDate: '2026-11-01',
      nextSequence: 2,
      cancelFromSequence: 2,
      cancelledMonth: '2026-11',
      cancelReason: 'price',
    },
    {
      courses: 1,
      status: 'active',
      firstDeliveryDate: '2026-11-10',
      nextSequence: 3,
      cancelFromSequence: null,
      cancelledMonth: null,
      cancelReason: null,
    },
  ],
  [{ bucket: 0, courses: 3, total: 9000 }],
  period,
)
const csvHref = (t: string) => `/cms-api/analytics/x/csv?days=30&table=${t}`

function page(body: ReactElement, roles: string[], dashboard: 'sales' | 'courses') {
  return renderToStaticMarkup(
    createElement(
      'main',
      null,
      createElement(DashboardBody, { dashboard, roles, period, adminRoute: '/admin' }, body),
    ),
  )
}

async function axeViolations(html: string) {
  document.documentElement.lang = 'ja'
  document.title = 'ダッシュボード'
  document.body.innerHTML = html
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

describe('dashboard markup', () => {
  const salesHtml = page(
    createElement(SalesDashboardBody, { data: { summary: sales, tables: salesTables(sales) }, csvHref }),
    ['marketer'],
    'sales',
  )

  it('links only the dashboards this person may open that have a view', () => {
    expect(openableDashboards(['admin'])).toEqual(['sales', 'courses', 'campaigns', 'content'])
    expect(openableDashboards(['marketer'])).toEqual(['sales', 'campaigns', 'content'])
    expect(openableDashboards(['editor'])).toEqual(['content'])
    expect(openableDashboards(['support'])).toEqual([])
    const admin = page(createElement('p', null, 'x'), ['admin'], 'sales')
    expect(admin).toContain('href="/admin/analytics/courses/?days=30"')
    expect(admin).toContain('aria-current="page"')
    expect(salesHtml).not.toContain('/admin/analytics/courses')
  })

  it('offers the three periods as plain links, the chosen one marked', () => {
    expect(salesHtml).toContain('href="/admin/analytics/sales/?days=90"')
    expect(salesHtml).toContain('href="/admin/analytics/sales/?days=365"')
    expect(salesHtml).toMatch(
      /aria-current="true"[^>]*>直近30日|href="\/admin\/analytics\/sales\/\?days=30" aria-current="true"/,
    )
  })

  it('draws charts readable without colour, with the numbers in tables and CSV links', () => {
    document.body.innerHTML = salesHtml
    const figure = document.querySelector('figure')!
    expect(figure.querySelector('figcaption')?.textContent).toBe('日別の売上（通常購入・定期お届け）')
    const svg = figure.querySelector('svg[role="img"]')!
    expect(svg.getAttribute('aria-label')).toContain('通常購入の最大は11月29日の¥10,000')
    expect(svg.querySelectorAll('pattern').length).toBeGreaterThan(0)
    expect(svg.innerHTML).toContain('url(#sales-by-day-hatch)')
    expect(svg.textContent).toContain('¥4,645')
    expect(figure.querySelector('[aria-label="凡例"]')?.textContent).toContain('定期お届け（斜線）')
    const table = document.querySelector('table')!
    expect(table.querySelector('caption')?.textContent).toBe('期間の合計')
    expect([...table.querySelectorAll('th[scope="col"]')].map((th) => th.textContent)).toEqual([
      '区分',
      '売上（税込）',
      '注文数',
      '客単価（税込）',
    ])
    expect(table.querySelector('tbody th[scope="row"]')?.textContent).toBe('合計')
    expect(table.textContent).toContain('¥14,645')
    expect(table.textContent).toContain('3件')
    expect(document.querySelector('a[href$="table=daily"]')?.textContent).toBe(
      '「日別の売上」をCSVでダウンロード',
    )
  })

  it('summarises a chart in words for screen readers', () => {
    expect(chartSummary('解約理由', ['価格', 'その他'], [{ label: '件数', values: [3, 5] }], 'count')).toBe(
      '解約理由の横棒グラフ（2項目）。件数の最大はその他の5件。数値は下の表にもあります。',
    )
    expect(chartSummary('解約理由', ['価格'], [{ label: '件数', values: [0] }], 'count')).toBe(
      '解約理由の横棒グラフ（1項目）。件数はすべて0。数値は下の表にもあります。',
    )
  })

  it('shows a young cohort as 「—」', () => {
    const html = page(
      createElement(CoursesDashboardBody, {
        data: { summary: courses, tables: coursesTables(courses) },
        csvHref,
      }),
      ['admin'],
      'courses',
    )
    document.body.innerHTML = html
    const retention = [...document.querySelectorAll('table')].find(
      (t) => t.querySelector('caption')?.textContent === '開始月別の継続率',
    )!
    const cells = [...retention.querySelectorAll('tbody tr')].at(-1)!.querySelectorAll('td')
    // Of 3 courses, the running one reached delivery 2 but not yet 3: 33.3%, then 「—」 (not 0).
    expect([...cells].map((c) => c.textContent)).toEqual(['3件', '33.3%', '—', '—', '—'])
    expect(html).toContain('価格が合わない')
  })

  it('passes axe (both dashboards)', async () => {
    expect(await axeViolations(salesHtml)).toEqual([])
    const coursesHtml = page(
      createElement(CoursesDashboardBody, {
        data: { summary: courses, tables: coursesTables(courses) },
        csvHref,
      }),
      ['admin'],
      'courses',
    )
    expect(await axeViolations(coursesHtml)).toEqual([])
  }, 30_000) // axe over two whole pages takes seconds on a busy machine
})
