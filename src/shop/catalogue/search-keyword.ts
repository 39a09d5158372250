/**
 * The search keyword rule (spec §5/§9): free text of at most 100 characters, counted in UTF-16 units like the
 * input's maxlength. Shared by the API declaration (./search-keyword-schema.ts), the search page and the header's
 * search form, which loads no zod for it (docs/adr/037-javascript-budget.md).
 */

export const KEYWORD_MAX_LENGTH = 100

export const KEYWORD_TOO_LONG_MESSAGE = `キーワードは${KEYWORD_MAX_LENGTH}文字以内で入力してください`

export function isKeywordTooLong(keyword: string): boolean {
  return keyword.length > KEYWORD_MAX_LENGTH
}

/** Suggested keywords (spec §5: DHA, sesamin, locomore, omega aid, Liftage), in the shop's own spelling. */
export const SUGGESTED_KEYWORDS = ['DHA', 'セサミン', 'ロコモア', 'オメガエイド', 'リフタージュ'] as const
