/**
 * The optional cancellation reason (issue 28 §2) as one rule, shared by the call's schema, the my-page form, the
 * confirm step and the course's owner: a reason from CANCEL_REASONS or none, and free text only with 「その他」.
 * The free text is the member's own words and may hold personal data: it is stored on the course, never logged,
 * never put in a URL or a history row.
 */
import {
  CANCEL_REASON_LABELS,
  CANCEL_REASON_NOTE_MAX,
  type CancelReason,
  isCancelReason,
} from './cancel-reasons'

/** What the member answered: both null when they did not say. */
export interface CancelAnswer {
  reason: CancelReason | null
  /** Only with 'other', trimmed, never empty. */
  note: string | null
}

export const NO_CANCEL_ANSWER: CancelAnswer = { reason: null, note: null }

/** The field names of the call's body and the form (the form's fields take the call's names, ADR 026). */
export const CANCEL_REASON_FIELD = 'cancelReason'
export const CANCEL_REASON_NOTE_FIELD = 'cancelReasonNote'

export const CANCEL_REASON_MESSAGES = {
  reason: '解約の理由は、選択肢から選んでください。',
  noteText: 'その他の内容は、文字で入力してください。',
  noteTooLong: `その他の内容は、${CANCEL_REASON_NOTE_MAX}文字以内で入力してください。`,
  noteWithoutOther: 'その他の内容は、解約の理由で「その他」を選んだときに入力してください。',
} as const

/** 「回答しない」: the confirm step's words for no reason. */
export const NO_CANCEL_REASON_TEXT = '回答しない'

/**
 * The answer to store: the note is kept only with 'other', trimmed, and an empty note is none. (Checking the
 * note's length is the schema's job; this rule never cuts a text.)
 */
export function cancelAnswerOf(reason: unknown, note: unknown): CancelAnswer {
  if (!isCancelReason(reason)) return NO_CANCEL_ANSWER
  const text = reason === 'other' && typeof note === 'string' ? note.trim() : ''
  return { reason, note: text ? text : null }
}

/** Too long after trimming (the rule the schema and the form check). */
export const isCancelNoteTooLong = (note: string): boolean => note.trim().length > CANCEL_REASON_NOTE_MAX

/** The reason in words, or 「回答しない」. */
export const cancelReasonText = (reason: CancelReason | null): string =>
  reason ? CANCEL_REASON_LABELS[reason] : NO_CANCEL_REASON_TEXT

/**
 * The history row's words for the reason: the label only, never the note (the member's free text may hold personal
 * data; staff read it on the course itself). Empty without a reason.
 */
export const cancelReasonHistoryText = (reason: CancelReason | null): string =>
  reason ? `（理由：${CANCEL_REASON_LABELS[reason]}）` : ''
