/** The search keyword rule of ./search-keyword.ts as the API declarations' schema. */
import { z } from 'zod'

import { KEYWORD_MAX_LENGTH, KEYWORD_TOO_LONG_MESSAGE } from './search-keyword'

/** An optional keyword; an over-long one is refused with the rule's message (never cut silently). */
export const keywordSchema = z.string().max(KEYWORD_MAX_LENGTH, KEYWORD_TOO_LONG_MESSAGE)
