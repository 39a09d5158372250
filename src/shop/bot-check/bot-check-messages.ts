/**
 * The shopper-facing wording of the bot check and its error code, apart from ./bot-check-schema.ts so the
 * browser's solver shows them without loading zod (docs/adr/037-javascript-budget.md).
 */
export const BOT_CHECK_MESSAGES = {
  /** Spec wording for every refusal (bad signature, expired, wrong nonce, replay): one message, no hints. */
  failed: '自動送信の可能性があるため送信できませんでした。ページを再読み込みしてもう一度お試しください。',
  missing: '自動送信防止の確認が完了していません。ページを再読み込みしてもう一度お試しください。',
  /** The note shown next to a protected form's submit button. */
  note: 'このフォームはスパム防止のため、送信時にお使いの端末で簡単な計算を行います。',
} as const

export const BOT_CHECK_FAILED_CODE = 'bot_check_failed'
