'use client'

import { api } from '@/lib/api/client'
import {
  passwordReregisterSendCall,
  passwordReregisterVerifyCall,
} from '@/lib/api/routes/password-reregister'
import type { OtpPageData } from '@/shop/customer/one-time-password-fields'
import { CodeEntryStep } from '@/ui/form/CodeEntryStep'

import { REREGISTER_PATHS, reregisterStore } from './reregister-flow'

/** Step 2: the code from the mail (a resend needs the bot check). */
export function ReregisterCode({ facts }: { facts: OtpPageData }) {
  return (
    <CodeEntryStep
      facts={facts}
      store={reregisterStore}
      startPath={REREGISTER_PATHS.start}
      idPrefix="reregister"
      submitLabel="確認して次へ進む"
      botCheck
      verify={async (state, code) => {
        await api.call(passwordReregisterVerifyCall, {
          body: { authenticateTransactionId: state.transactionId, code },
        })
        return { patch: { verified: true }, next: REREGISTER_PATHS.password }
      }}
      resend={async (state, botCheck) => {
        await api.call(passwordReregisterSendCall, {
          body: { email: state.email, authenticateTransactionId: state.transactionId, botCheck: botCheck! },
        })
      }}
    />
  )
}
