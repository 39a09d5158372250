import { botCheckChallengeCall } from '@/lib/api/calls/bot-check'
import { handle } from '@/lib/api/server'
import { defaultBotCheck, issueChallenge } from '@/shop/bot-check/bot-check-service'

export const dynamic = 'force-dynamic'

export const GET = handle(botCheckChallengeCall, () => issueChallenge(defaultBotCheck()))
