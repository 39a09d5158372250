/**
 * 出荷実績 (issue 29): the carrier's result file applied line by line. Each good line ships its order through the
 * order's owner (shipWithTracking: tracking number once, status shipped, points settle, the course's delivery
 * marked, the notice with the tracking link once) — in chunks of lines per transaction, a chunk that throws being
 * redone one line per transaction (shipLines); each bad line is reported with its line
 * number and the reason, and does not stop the others — a file of 10,000 parcels with one typo ships 9,999, and the
 * typo is fixed and imported again. Importing the same file again changes nothing (each line finds its order
 * shipped with that number: 変更なし). The import is recorded with who, when and its counts and problems.
 */
import type { Payload, PayloadRequest } from 'payload'

import { withTransaction } from '@/cms/transaction'

import { logger } from '@/lib/log'
import { shipWithTracking, type TrackedShipment } from '@/shop/orders/order-shipping'
import { todayInJapan } from '@/shop/calendar/japan-date'

import { parseResultFile, type LineProblem, type ResultFormat, type ResultLine } from './result-file'
import { shippedAtOf } from './shipping-rules'
import { decodeCarrierFile } from './shift-jis'

export interface ImportRequest {
  bytes: Uint8Array
  fileName: string
  staffId: number
  now?: Date
}

export interface ShippingImport {
  batchId: number
  format: ResultFormat | null
  /** Result lines read (good and bad). */
  lineCount: number
  applied: number
  unchanged: number
  failed: number
  problems: LineProblem[]
}

/** Files larger than this are refused before reading (a day's file of 10,000 B2 rows is about 3 MB). */
export const MAX_RESULT_FILE_BYTES = 20 * 1024 * 1024

async function orderIdsByNumber(payload: Payload, numbers: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (let i = 0; i < numbers.length; i += 500) {
    const { docs } = await payload.find({
      collection: 'orders',
      where: { orderNumber: { in: numbers.slice(i, i + 500) } },
      select: { orderNumber: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const d of docs) ids.set(d.orderNumber, d.id)
  }
  return ids
}

type LineOutcome = TrackedShipment

/**
 * Lines per transaction. A day's file is shipped in chunks, not one transaction a line: the commits dominate
 * otherwise. Small enough that SQLite's one writer is not held from shoppers' orders for long (ADR 039).
 */
export const IMPORT_CHUNK = 50

const NOT_FOUND: LineOutcome = { outcome: 'refused', message: 'この注文番号の注文はありません。' }
const FAILED: LineOutcome = {
  outcome: 'refused',
  message: 'この行を処理できませんでした。時間をおいて、もう一度取り込んでください。',
}

async function shipLine(
  payload: Payload,
  line: ResultLine,
  id: number | undefined,
  now: Date,
  outer?: Partial<PayloadRequest>,
): Promise<LineOutcome> {
  if (id === undefined) return NOT_FOUND
  return shipWithTracking(
    payload,
    id,
    { trackingNumber: line.trackingNumber, shippedAt: shippedAtOf(line.shippedOn, now) },
    outer,
  )
}

/**
 * Each chunk in one transaction; when something throws in it (not a refusal: those are outcomes), the chunk rolls
 * back — its mails with it, they run after commit — and its lines are shipped again one per transaction, so only
 * the line that fails is reported and every other line still ships.
 */
async function shipLines(
  payload: Payload,
  lines: readonly ResultLine[],
  ids: Map<string, number>,
  now: Date,
): Promise<[ResultLine, LineOutcome][]> {
  const out: [ResultLine, LineOutcome][] = []
  for (let i = 0; i < lines.length; i += IMPORT_CHUNK) {
    const chunk = lines.slice(i, i + IMPORT_CHUNK)
    try {
      out.push(
        ...(await withTransaction(payload, async (tx) => {
          const done: [ResultLine, LineOutcome][] = []
          for (const line of chunk)
            done.push([line, await shipLine(payload, line, ids.get(line.orderNumber), now, tx.req)])
          return done
        })),
      )
    } catch {
      for (const line of chunk) {
        try {
          out.push([line, await shipLine(payload, line, ids.get(line.orderNumber), now)])
        } catch (error) {
          logger.error('shipping result line failed', {
            orderNumber: line.orderNumber,
            errorKind: error instanceof Error ? error.name : 'unknown',
          })
          out.push([line, FAILED])
        }
      }
    }
  }
  return out
}

export async function importShippingResults(
  payload: Payload,
  request: ImportRequest,
): Promise<ShippingImport> {
  const now = request.now ?? new Date()
  const problems: LineProblem[] = []
  let format: ResultFormat | null = null
  let lineCount = 0
  let applied = 0
  let unchanged = 0
  if (request.bytes.length > MAX_RESULT_FILE_BYTES) {
    problems.push({ line: 0, message: 'ファイルが大きすぎます（20MBまで）。分けて取り込んでください。' })
  } else {
    const parsed = parseResultFile(decodeCarrierFile(request.bytes).text, todayInJapan(now))
    if (!parsed.ok) problems.push({ line: 0, message: parsed.message })
    else {
      format = parsed.format
      problems.push(...parsed.problems)
      lineCount = parsed.lines.length + parsed.problems.length
      const ids = await orderIdsByNumber(
        payload,
        parsed.lines.map((l) => l.orderNumber),
      )
      const outcomes = await shipLines(payload, parsed.lines, ids, now)
      for (const [line, outcome] of outcomes) {
        if (outcome.outcome === 'refused')
          problems.push({ line: line.line, orderNumber: line.orderNumber, message: outcome.message })
        else if (outcome.outcome === 'unchanged') unchanged++
        else applied++
      }
    }
  }
  problems.sort((a, b) => a.line - b.line)
  const failed = problems.length
  const batch = await payload.create({
    collection: 'shipping-batches',
    data: {
      kind: 'import',
      format: format ?? 'plain',
      fileName: request.fileName.slice(0, 200) || '（名前なし）',
      staff: request.staffId,
      orderCount: lineCount,
      appliedCount: applied,
      unchangedCount: unchanged,
      failedCount: failed,
      problems,
    },
    overrideAccess: true,
    depth: 0,
  })
  logger.info('shipping results imported', { batch: batch.id, applied, unchanged, failed })
  return { batchId: batch.id, format, lineCount, applied, unchanged, failed, problems }
}
