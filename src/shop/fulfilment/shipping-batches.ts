/** The records of carrier files (shipping-batches) as 出荷管理 lists them: newest first, with the staff's name. */
import type { Payload } from 'payload'

import type { ShippingBatch } from '@/cms/payload-types'

import type { LineProblem } from './result-file'
import type { ShippingBatchKind, ShippingFileFormat } from './shipping-rules'

export interface BatchSummary {
  id: number
  kind: ShippingBatchKind
  format: ShippingFileFormat
  fileName: string
  shipDate: string | null
  staffName: string
  at: string
  orderCount: number
  applied: number
  unchanged: number
  failed: number
  problems: LineProblem[]
}

const problemsOf = (value: unknown): LineProblem[] =>
  Array.isArray(value)
    ? value.filter(
        (p): p is LineProblem =>
          typeof p === 'object' && p !== null && typeof (p as LineProblem).message === 'string',
      )
    : []

function summaryOf(batch: ShippingBatch): BatchSummary {
  const staff = batch.staff
  return {
    id: batch.id,
    kind: batch.kind,
    format: batch.format,
    fileName: batch.fileName,
    shipDate: batch.shipDate ?? null,
    staffName: typeof staff === 'object' && staff ? staff.name : '—',
    at: batch.createdAt,
    orderCount: batch.orderCount,
    applied: batch.appliedCount ?? 0,
    unchanged: batch.unchangedCount ?? 0,
    failed: batch.failedCount ?? 0,
    problems: problemsOf(batch.problems),
  }
}

export async function recentBatches(payload: Payload, limit = 20): Promise<BatchSummary[]> {
  const { docs } = await payload.find({
    collection: 'shipping-batches',
    sort: '-createdAt',
    limit,
    depth: 1,
    select: { orderNumbers: false },
    overrideAccess: true,
  })
  return docs.map(summaryOf)
}

export async function batchById(payload: Payload, id: number): Promise<BatchSummary | null> {
  if (!Number.isInteger(id) || id <= 0) return null
  const batch = await payload
    .findByID({ collection: 'shipping-batches', id, depth: 1, overrideAccess: true })
    .catch(() => null)
  return batch ? summaryOf(batch) : null
}
