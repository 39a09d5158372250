/** The self-hosted bot check (ADR 011): a signed proof-of-work challenge for protected forms. */
import { botCheckChallengeSchema } from '@/shop/bot-check/bot-check-schema'

import { defineCall } from '../define-call'

export const botCheckChallengeCall = defineCall({
  method: 'GET',
  path: 'bot-check/challenge',
  operationId: 'getBotCheckChallenge',
  summary: '自動送信防止の計算問題を取得する（フォーム送信時に解答を添える）',
  tags: ['bot-check'],
  response: botCheckChallengeSchema,
})
