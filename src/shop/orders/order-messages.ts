/** Japanese messages of order placement and cancellation (safe to show to the shopper). */
export const ORDER_MESSAGES = {
  emptyCart: 'カートに商品がありません。商品をカートに入れてからご注文ください。',
  unavailable: (name: string) => `「${name}」は現在ご購入いただけません。カートの内容をご確認ください。`,
  outOfStock: (name: string) =>
    `申し訳ございません。「${name}」の在庫が不足しているため、ご注文を確定できませんでした。数量を変更するか、カートから削除してください。`,
  cartChanged:
    'カートの内容が変更されたか、すでにご注文済みです。お手数ですが、カートの内容をご確認のうえ、もう一度お手続きください。',
  pointsInsufficient:
    'ポイント残高が不足しているため、ご注文を確定できませんでした。利用ポイントをご確認ください。',
  idempotencyKeyInvalid:
    'ご注文の送信内容が正しくありません。ページを再読み込みして、もう一度お手続きください。',
  failed:
    'ご注文の処理中にエラーが発生しました。ご注文は確定していません。時間をおいて、もう一度お試しください。',
  cashOnDeliveryLimit:
    '代金引換はお支払い金額が30万円（税込）未満のご注文でご利用いただけます。ほかのお支払い方法をお選びください。',
  notCancellable: 'このご注文はキャンセルできません（出荷済み、またはキャンセル済みです）。',
} as const
