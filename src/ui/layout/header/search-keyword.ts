/** The keyword rule itself lives with the catalogue's search (spec §5/§9: at most 100 characters). */
export {
  isKeywordTooLong,
  KEYWORD_MAX_LENGTH,
  KEYWORD_TOO_LONG_MESSAGE,
} from '@/shop/catalogue/search-keyword'

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
