/**
 * ヤマト運輸 B2クラウド「外部データから発行」の基本レイアウト (送り状発行データ), the first 42 columns — the ones a
 * shop fills; B2 reads a shorter row and leaves the rest (web collect, e-mail notices) empty. One header row with
 * B2's own column names (set 「1行目をタイトル行として読み飛ばす」 in the import pattern), Shift_JIS, CRLF.
 * Lengths are B2's, in Shift_JIS bytes (全角 = 2): a text longer than its column is cut to fit, and for names and
 * addresses the cut is reported (src/shop/fulfilment/shipping-export.ts keeps the warnings with the export) so staff
 * check the label. docs/adr/068-carrier-files.md lists what goes where.
 */
import { B2_TIME_WINDOWS } from './carrier'
import { toHalfWidthKana } from './half-width-kana'
import { addressLine, personKana, personName, type ShipmentOrder } from './shipment'
import { shiftJisLength, truncateShiftJis } from './shift-jis'

/** The shipper on every label, and the shop's contract codes with the carrier. */
export interface B2Account {
  shipper: { name: string; postalCode: string; address: string; building: string; phone: string }
  /** 請求先顧客コード (12 digits, from the contract). */
  billingCustomerCode: string
  /** 運賃管理番号 (2 digits). */
  freightNumber: string
}

export const B2_COLUMNS = [
  'お客様管理番号',
  '送り状種類',
  'クール区分',
  '伝票番号',
  '出荷予定日',
  'お届け予定日',
  '配達時間帯',
  'お届け先コード',
  'お届け先電話番号',
  'お届け先電話番号枝番',
  'お届け先郵便番号',
  'お届け先住所',
  'お届け先アパートマンション名',
  'お届け先会社・部門１',
  'お届け先会社・部門２',
  'お届け先名',
  'お届け先名(ｶﾅ)',
  '敬称',
  'ご依頼主コード',
  'ご依頼主電話番号',
  'ご依頼主電話番号枝番',
  'ご依頼主郵便番号',
  'ご依頼主住所',
  'ご依頼主アパートマンション',
  'ご依頼主名',
  'ご依頼主名(ｶﾅ)',
  '品名コード１',
  '品名１',
  '品名コード２',
  '品名２',
  '荷扱い１',
  '荷扱い２',
  '記事',
  'ｺﾚｸﾄ代金引換額（税込)',
  '内消費税額等',
  '止置き',
  '営業所コード',
  '発行枚数',
  '個数口表示フラグ',
  '請求先顧客コード',
  '請求先分類コード',
  '運賃管理番号',
] as const
export type B2Column = (typeof B2_COLUMNS)[number]

/** Column → its index: the result import reads the same layout back. */
export const B2_INDEX = Object.fromEntries(B2_COLUMNS.map((c, i) => [c, i])) as Record<B2Column, number>

/** B2's limits in Shift_JIS bytes for the columns whose text comes from people. */
export const B2_LIMITS = {
  address: 64,
  building: 32,
  name: 32,
  kana: 50,
  itemName: 50,
  note: 44,
} as const

/** 送り状種類: 0 発払い, 2 コレクト (cash on delivery). */
const INVOICE_PREPAID = '0'
const INVOICE_COLLECT = '2'
/** B2 collects at most this much at the door (コレクト上限). */
export const B2_COLLECT_LIMIT = 300_000

export interface B2Row {
  cells: string[]
  /** What did not fit or cannot be sent, in Japanese, for the export's record. */
  warnings: string[]
}

const slash = (isoDay: string) => isoDay.replace(/-/g, '/')

function fit(text: string, max: number, what: string, warnings: string[]): string {
  if (shiftJisLength(text) <= max) return text
  warnings.push(`${what}が送り状の欄（全角${max / 2}文字）に収まらないため、途中までを出力しました。`)
  return truncateShiftJis(text, max)
}

/** 品名１: the first item, and 「他n点」 for the rest, cut to B2's 25 全角. */
function itemNames(order: ShipmentOrder): [string, string] {
  const [first, ...rest] = order.lines
  if (!first) return ['', '']
  const more = rest.length > 0 ? ` 他${rest.length}点` : ''
  const name = truncateShiftJis(first.name, B2_LIMITS.itemName - shiftJisLength(more)) + more
  const second = order.regularSequence ? `定期お届け ${order.regularSequence}回目` : ''
  return [name, second]
}

export function b2Row(order: ShipmentOrder, shipDate: string, account: B2Account): B2Row {
  const warnings: string[] = []
  const to = order.destination
  const address = addressLine(to)
  // An address longer than its column goes on into the building column rather than being lost.
  const mainAddress = truncateShiftJis(address, B2_LIMITS.address)
  const overflow = address.slice(mainAddress.length)
  const building = fit(
    [overflow, to.building ?? ''].filter(Boolean).join(' '),
    B2_LIMITS.building,
    'お届け先の住所・建物名',
    warnings,
  )
  const [item1, item2] = itemNames(order)
  if (order.collectAmount > B2_COLLECT_LIMIT)
    warnings.push(`代引金額が上限（${B2_COLLECT_LIMIT.toLocaleString('ja-JP')}円）を超えています。`)
  const cod = order.collectAmount > 0
  const values: Record<B2Column, string> = {
    お客様管理番号: order.orderNumber,
    送り状種類: cod ? INVOICE_COLLECT : INVOICE_PREPAID,
    クール区分: '0',
    伝票番号: '',
    出荷予定日: slash(shipDate),
    お届け予定日: order.deliveryDate ? slash(order.deliveryDate) : '',
    配達時間帯: B2_TIME_WINDOWS[order.timeCode as keyof typeof B2_TIME_WINDOWS] ?? '',
    お届け先コード: '',
    お届け先電話番号: to.phone,
    お届け先電話番号枝番: '',
    お届け先郵便番号: to.postalCode,
    お届け先住所: mainAddress,
    お届け先アパートマンション名: building,
    'お届け先会社・部門１': '',
    'お届け先会社・部門２': '',
    お届け先名: fit(personName(to), B2_LIMITS.name, 'お届け先のお名前', warnings),
    'お届け先名(ｶﾅ)': truncateShiftJis(toHalfWidthKana(personKana(to)), B2_LIMITS.kana),
    敬称: '様',
    ご依頼主コード: '',
    ご依頼主電話番号: account.shipper.phone,
    ご依頼主電話番号枝番: '',
    ご依頼主郵便番号: account.shipper.postalCode,
    ご依頼主住所: truncateShiftJis(account.shipper.address, B2_LIMITS.address),
    ご依頼主アパートマンション: truncateShiftJis(account.shipper.building, B2_LIMITS.building),
    ご依頼主名: truncateShiftJis(account.shipper.name, B2_LIMITS.name),
    'ご依頼主名(ｶﾅ)': '',
    品名コード１: '',
    品名１: item1,
    品名コード２: '',
    品名２: item2,
    荷扱い１: '',
    荷扱い２: '',
    記事: order.giftNote ? truncateShiftJis(order.giftNote, B2_LIMITS.note) : '',
    'ｺﾚｸﾄ代金引換額（税込)': cod ? String(order.collectAmount) : '',
    内消費税額等: cod ? String(order.collectTax) : '',
    止置き: '0',
    営業所コード: '',
    発行枚数: '1',
    個数口表示フラグ: '',
    請求先顧客コード: account.billingCustomerCode,
    請求先分類コード: '',
    運賃管理番号: account.freightNumber,
  }
  return { cells: B2_COLUMNS.map((c) => values[c]), warnings }
}
