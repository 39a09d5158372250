/** Japanese answers of the checkout calls that are not a form field's own message (ADR 020). */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'カートに商品がありません。商品をカートに入れてから、ご購入手続きにお進みください。',
  emailRegistered: 'このメールアドレスは既に会員登録されています。ログインしてからご購入ください',
  idempotencyKey: 'ご注文の送信内容が正しくありません。ページを再読み込みして、もう一度お手続きください。',
  orderNotFound: 'ご注文が見つかりませんでした。',
  busy: 'ご注文の処理が重なったため完了できませんでした。お手数ですが、もう一度お試しください。',
} as const
