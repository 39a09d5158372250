/**
 * The search keyword rule (spec §5/§9): free text of at most 100 characters, counted in UTF-16 units like the
 * input's maxlength. Shared by the API declaration, the search page and its form.
 */
import { z } from 'zod'

export const KEYWORD_MAX_LENGTH = 100

export const KEYWORD_TOO_LONG_MESSAGE = `キーワードは${KEYWORD_MAX_LENGTH}文字以内で入力してください`

export function isKeywordTooLong(keyword: string): boolean {
  return keyword.length > KEYWORD_MAX_LENGTH
}

/** An optional keyword; an over-long one is refused with the message above (never cut silently). */
export const keywordSchema = z.string().max(KEYWORD_MAX_LENGTH, KEYWORD_TOO_LONG_MESSAGE)

/** Suggested keywords (spec §5: DHA, sesamin, locomore, omega aid, Liftage), in the shop's own spelling. */
export const SUGGESTED_KEYWORDS = ['DHA', 'セサミン', 'ロコモア', 'オメガエイド', 'リフタージュ'] as const
