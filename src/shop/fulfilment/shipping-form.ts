/**
 * The 出荷管理 screen's two forms, checked (pure): what staff typed and chose, and the Japanese message naming the
 * field when it is wrong. The forms post without scripts, so a refusal goes back to the screen as a code in its
 * address (?exportError=…) and is shown from here.
 */
import { addDays, isIsoDate } from '@/shop/calendar/japan-date'

import { isShippingFileFormat, type ShippingFileFormat } from './shipping-rules'

export interface ExportForm {
  format: ShippingFileFormat
  shipDate: string
  includeHandedOver: boolean
}

export const SHIPPING_FORM_ERRORS = {
  format: '「形式」を選んでください（B2クラウド取込用またはCSV）。',
  shipDate: '「出荷予定日」は今日から14日後までの日付を入力してください。',
  empty: '出力できる注文はありませんでした（出荷予定日・出力済みの扱いを確かめてください）。',
  file: '「出荷実績ファイル」を選んでください。',
  permission: 'この操作をする権限がありません。',
} as const
export type ShippingFormError = keyof typeof SHIPPING_FORM_ERRORS

export const isShippingFormError = (v: unknown): v is ShippingFormError =>
  typeof v === 'string' && Object.hasOwn(SHIPPING_FORM_ERRORS, v)

/** How far ahead a shipping day may be chosen: parcels are prepared for the coming two weeks at most. */
export const MAX_SHIP_AHEAD_DAYS = 14

export function parseExportForm(
  form: { get(name: string): unknown },
  today: string,
): { ok: true; value: ExportForm } | { ok: false; error: ShippingFormError } {
  const format = form.get('format')
  if (!isShippingFileFormat(format)) return { ok: false, error: 'format' }
  const raw = form.get('shipDate')
  const shipDate = typeof raw === 'string' && raw.trim() ? raw.trim() : today
  if (!isIsoDate(shipDate) || shipDate < today || shipDate > addDays(today, MAX_SHIP_AHEAD_DAYS))
    return { ok: false, error: 'shipDate' }
  return { ok: true, value: { format, shipDate, includeHandedOver: form.get('includeHandedOver') === '1' } }
}
