/**
 * 出荷実績: the carrier's result file read into lines (pure). Two layouts:
 * - B2クラウド's issued-data export (発行済データ), the export layout with 伝票番号 filled: お客様管理番号 is our
 *   order number, 伝票番号 the tracking number, 出荷予定日 the day it was handed over. With or without its title row.
 * - A plain CSV with a title row naming 注文番号, 送り状番号 (or 伝票番号・お問い合わせ番号) and 出荷日 (or 発送日・
 *   出荷予定日), in any order, other columns ignored.
 * Every line is checked on its own and a bad one is reported with its line number and the reason in Japanese; the
 * import applies the good lines (shipping-import.ts).
 */
import { isIsoDate } from '@/shop/calendar/japan-date'
import { ORDER_NUMBER_INPUT_PATTERN } from '@/shop/orders/member-cancel-rules'

import { B2_INDEX } from './b2-layout'
import { normaliseTrackingNumber } from './carrier'
import { parseCsv } from './csv-lines'

export type ResultFormat = 'b2' | 'plain'

export const RESULT_FORMAT_LABELS: Record<ResultFormat, string> = {
  b2: 'B2クラウド 発行済データ',
  plain: 'CSV（注文番号・送り状番号・出荷日）',
}

export interface ResultLine {
  line: number
  orderNumber: string
  trackingNumber: string
  /** YYYY-MM-DD (Japan). */
  shippedOn: string
}

export interface LineProblem {
  line: number
  orderNumber?: string
  message: string
}

export type ParsedResultFile =
  | { ok: true; format: ResultFormat; lines: ResultLine[]; problems: LineProblem[] }
  | { ok: false; message: string }

const PLAIN_HEADERS = {
  orderNumber: ['注文番号', 'ご注文番号', 'お客様管理番号'],
  trackingNumber: ['送り状番号', '伝票番号', 'お問い合わせ番号', 'お問合せ番号'],
  shippedOn: ['出荷日', '発送日', '出荷予定日'],
} as const

const clean = (cell: string | undefined) => (cell ?? '').normalize('NFKC').trim()

/** 2026/11/29, 2026-11-29, 2026/1/9 → 2026-11-29; null when it is not a real day. */
export function parseShippedDay(value: string): string | null {
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(clean(value))
  if (!m) return null
  const iso = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`
  return isIsoDate(iso) ? iso : null
}

interface Columns {
  orderNumber: number
  trackingNumber: number
  shippedOn: number
}

function plainColumns(header: string[]): Columns | null {
  const find = (names: readonly string[]) => header.findIndex((h) => names.includes(clean(h)))
  const columns = {
    orderNumber: find(PLAIN_HEADERS.orderNumber),
    trackingNumber: find(PLAIN_HEADERS.trackingNumber),
    shippedOn: find(PLAIN_HEADERS.shippedOn),
  }
  return Object.values(columns).every((i) => i >= 0) ? columns : null
}

const B2_COLUMNS_READ: Columns = {
  orderNumber: B2_INDEX['お客様管理番号'],
  trackingNumber: B2_INDEX['伝票番号'],
  shippedOn: B2_INDEX['出荷予定日'],
}

/** `today` (YYYY-MM-DD, Japan) refuses shipping days in the future. */
export function parseResultFile(text: string, today: string): ParsedResultFile {
  const records = parseCsv(text)
  if (records.length === 0) return { ok: false, message: 'ファイルが空です。' }
  const first = records[0]!.cells
  let format: ResultFormat
  let columns: Columns
  let body = records
  if (clean(first[0]) === 'お客様管理番号' && clean(first[B2_INDEX['伝票番号']]) === '伝票番号') {
    format = 'b2'
    columns = B2_COLUMNS_READ
    body = records.slice(1)
  } else if (plainColumns(first)) {
    format = 'plain'
    columns = plainColumns(first)!
    body = records.slice(1)
  } else if (first.length > B2_INDEX['出荷予定日'] && parseShippedDay(first[B2_INDEX['出荷予定日']] ?? '')) {
    // B2's export without its title row.
    format = 'b2'
    columns = B2_COLUMNS_READ
  } else {
    return {
      ok: false,
      message:
        'ファイルの形式が分かりません。B2クラウドの発行済データか、1行目に「注文番号」「送り状番号」「出荷日」の見出しがあるCSVを選んでください。',
    }
  }

  const lines: ResultLine[] = []
  const problems: LineProblem[] = []
  const seen = new Map<string, ResultLine>()
  for (const { line, cells } of body) {
    const orderNumber = clean(cells[columns.orderNumber])
    const rawTracking = clean(cells[columns.trackingNumber])
    const rawDay = clean(cells[columns.shippedOn])
    const problem = (message: string) =>
      problems.push({ line, ...(orderNumber ? { orderNumber } : {}), message })
    if (!orderNumber) {
      problem('注文番号がありません。')
      continue
    }
    if (!ORDER_NUMBER_INPUT_PATTERN.test(orderNumber)) {
      problem(`注文番号「${orderNumber.slice(0, 40)}」の形式が正しくありません。`)
      continue
    }
    if (!rawTracking) {
      problem('送り状番号がありません。')
      continue
    }
    const trackingNumber = normaliseTrackingNumber(rawTracking)
    if (!trackingNumber) {
      problem(
        `送り状番号「${rawTracking.slice(0, 20)}」が正しくありません（12桁の数字で、末尾の確認数字が合うもの）。`,
      )
      continue
    }
    const shippedOn = parseShippedDay(rawDay)
    if (!shippedOn) {
      problem(`出荷日「${rawDay.slice(0, 20)}」が日付として読めません（例：2026/11/29）。`)
      continue
    }
    if (shippedOn > today) {
      problem(`出荷日「${rawDay}」が今日より後の日付です。`)
      continue
    }
    const earlier = seen.get(orderNumber)
    if (earlier) {
      // The same line twice (a file joined from two exports) is harmless; two parcels for one order are not ours.
      if (earlier.trackingNumber !== trackingNumber)
        problem(`この注文番号は${earlier.line}行目に別の送り状番号で書かれています。`)
      continue
    }
    const result = { line, orderNumber, trackingNumber, shippedOn }
    seen.set(orderNumber, result)
    lines.push(result)
  }
  return { ok: true, format, lines, problems }
}
