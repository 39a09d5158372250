/** The payment-method change's messages, apart from the schemas so the member's form shows them without zod. */
export const PAYMENT_CHOICE_MESSAGES = {
  method: 'お支払い方法を選択してください',
  card: 'カードを選択してください',
  token: 'カード情報を入力してください',
  /** A new card is read by the card company's own script (the shop never sees its number): not without scripts. */
  newCardNeedsScript:
    '新しいカードの登録には、ブラウザの JavaScript を有効にしてください（カード番号はカード会社の画面で安全に扱います）。登録済みのカードや、ほかのお支払い方法へは、このままで変更できます。',
} as const
