import { entryConfirmPageCall } from '@/lib/api/calls/entry'
import { handle } from '@/lib/api/server'
import { env } from '@/lib/config/env'
import { OTP_STEP_FACTS } from '@/shop/customer/entry-page-data'

export const dynamic = 'force-dynamic'

/** The sender is named so shoppers can allow it in their spam filter before the code is sent. */
export const GET = handle(entryConfirmPageCall, async () => ({
  validMinutes: OTP_STEP_FACTS.validMinutes,
  senderAddress: /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM,
}))
