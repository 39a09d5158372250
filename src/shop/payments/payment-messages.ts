/** Japanese messages the gateways answer with: safe to show, and none says why a card was refused. */
export const PAYMENT_MESSAGES = {
  declined:
    'このカードはご利用いただけません。別のカードをご利用いただくか、カード会社にお問い合わせください。',
  authenticationFailed:
    '本人認証（3Dセキュア）を完了できませんでした。別のカードをご利用いただくか、カード会社にお問い合わせください。',
  missingCard: 'カード情報を入力するか、前回ご利用のカードを選んでください。',
  tokenExpired: 'カード情報の有効期限が切れました。お手数ですが、カード情報をもう一度入力してください。',
  savedCardUnavailable: '前回ご利用のカードはご利用いただけません。カード情報を入力してください。',
  appCancelled: 'お支払いが完了しませんでした。もう一度お試しいただくか、別のお支払い方法をお選びください。',
  unavailable: 'ただいまこのお支払い方法をご利用いただけません。しばらくしてから、もう一度お試しください。',
} as const

/**
 * Japanese messages for staff when a capture or a refund did not happen, by code. Staff act on them, so each
 * says what to do next.
 */
export const SETTLEMENT_MESSAGES = {
  invalid_request: '返金・売上確定の内容が正しくありません。金額は1円以上の整数で指定してください。',
  invalid_amount: '金額が正しくありません。1円以上の整数で指定してください。',
  not_refundable:
    'この決済は返金できる状態ではありません（未完了、取消済みなど）。決済の状態をご確認ください。',
  exceeds_remaining:
    '返金額が、この決済で返金できる残りの金額を超えています。返金済みの金額をご確認ください。',
  not_capturable:
    'この決済は売上確定できる状態ではありません（未完了、取消済みなど）。決済の状態をご確認ください。',
  exceeds_authorized: '売上確定の金額が、この決済の与信額を超えています。',
  already_captured: 'この決済はすでに別の金額で売上確定されています。',
  payment_not_found: '決済代行会社にこの決済が見つかりません。決済の参照番号をご確認ください。',
  order_mismatch: 'この決済は別の注文のものです。返金する決済をご確認ください。',
  idempotency_key_reused:
    'この操作の識別キーは、別の内容の返金にすでに使われています。今回の返金は行っていません。',
  provider_unavailable:
    '決済代行会社から結果を受け取れませんでした。同じ操作をもう一度行ってください（二重に返金・売上確定されることはありません）。',
  bank_transfer_required:
    'この支払い方法（代金引換・口座振替・郵便振替）はシステムから返金できません。銀行振込で返金し、その記録を残してください。',
  collected_offline:
    'この支払い方法（代金引換・口座振替・郵便振替）は決済代行会社での売上確定がありません。代金は決済代行会社を通さずに受け取ります。',
} as const

export type SettlementFailureCode = keyof typeof SETTLEMENT_MESSAGES

/** A code the provider answered that the shop does not know still gets a message staff can act on. */
export const settlementMessage = (code: string): string =>
  Object.hasOwn(SETTLEMENT_MESSAGES, code)
    ? SETTLEMENT_MESSAGES[code as SettlementFailureCode]
    : `決済代行会社が処理しませんでした（コード: ${code}）。決済代行会社の管理画面で状況をご確認ください。`
