/**
 * What the shop measures about itself (issue 28 §1, docs/adr/065-first-party-measurement.md): page views (spec §5:
 * 1 s after the first load and on each route change) and a few business steps. No kind carries a name, an e-mail,
 * an address, an IP, an order or customer number: an event says what happened on which page, never who did it.
 */
export const EVENT_KINDS = [
  'page_view',
  'product_view',
  'add_to_cart',
  'checkout_step',
  'order_placed',
  'campaign_view',
  'campaign_apply',
  'search',
] as const
export type EventKind = (typeof EVENT_KINDS)[number]

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  page_view: 'ページ表示',
  product_view: '商品ページの表示',
  add_to_cart: 'カートに追加',
  checkout_step: 'ご注文手続きの段階',
  order_placed: 'ご注文完了',
  campaign_view: 'キャンペーンページの表示（A/Bの版つき）',
  campaign_apply: 'キャンペーンへの応募',
  search: '商品検索（結果の件数つき）',
}

export const isEventKind = (value: unknown): value is EventKind =>
  (EVENT_KINDS as readonly unknown[]).includes(value)
