/** Spec §5/§9: the search keyword is free text of at most 100 characters. */
export const KEYWORD_MAX_LENGTH = 100

export const KEYWORD_TOO_LONG_MESSAGE = `キーワードは${KEYWORD_MAX_LENGTH}文字以内で入力してください`

/**
 * Length the field would have after pasting over the current selection. Counted in UTF-16 units, the same
 * unit the input's maxlength uses, so the message appears exactly when the browser would cut the text.
 */
export function lengthAfterPaste(
  value: string,
  selectionStart: number,
  selectionEnd: number,
  pasted: string,
): number {
  const start = Math.max(0, Math.min(selectionStart, selectionEnd, value.length))
  const end = Math.min(value.length, Math.max(selectionStart, selectionEnd))
  return value.length - (end - start) + pasted.length
}

export function isKeywordTooLong(keyword: string): boolean {
  return keyword.length > KEYWORD_MAX_LENGTH
}
