/** What a shopper is told when a sample application cannot go ahead (docs/adr/046-sample-apply.md). */
export const APPLY_MESSAGES = {
  notFound: 'お申し込みいただけるサンプルが見つかりません。キャンペーンのページからお申し込みください。',
  ended: 'このキャンペーンは終了しました。たくさんのお申し込みをありがとうございました。',
  soldOut: (sampleName: string) => `「${sampleName}」は予定数に達したため、お申し込みの受付を終了しました。`,
  alreadyApplied:
    'このサンプルはすでにお申し込みいただいています。サンプルのお申し込みはお一人様1商品につき1回までです。',
  failed: 'お申し込みを完了できませんでした。時間をおいてもう一度お試しください。',
} as const

/** How applications are limited, as the form and the landing page state it. */
export const APPLY_RULE_TEXT =
  'サンプルのお申し込みは、お一人様（同じご住所・同じメールアドレスを含みます）1商品につき1回までとさせていただきます。'

/** When the sample arrives: the one statement of it, used by the form, the complete page and the receipt mail. */
export const APPLY_SHIPPING_NOTE =
  'サンプルは、お申し込みの受付から7日前後でポストにお届けします（送料無料・日時のご指定はできません）。'
