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
