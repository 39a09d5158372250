'use client'

import { api } from '@/lib/api/client'
import { customerOtpSendCall, customerOtpVerifyCall } from '@/lib/api/routes/customer'
import type { OtpPageData } from '@/shop/customer/one-time-password-fields'
import { CodeEntryStep } from '@/ui/form/CodeEntryStep'

import { MAIL_CHANGE_PATHS, mailChangeStore } from './mail-change-flow'

/** Step 2: the code sent to the new address; verifying it changes the address. */
export function MailAddressCode({ facts }: { facts: OtpPageData }) {
  return (
    <CodeEntryStep
      facts={facts}
      store={mailChangeStore}
      startPath={MAIL_CHANGE_PATHS.start}
      idPrefix="mailaddress"
      submitLabel="確認してメールアドレスを変更する"
      verify={async (state, code) => {
        const { email } = await api.call(customerOtpVerifyCall, {
          body: { authenticateTransactionId: state.transactionId, code, newEmail: state.email },
        })
        return {
          patch: { email, transactionId: '', verified: true, completed: true },
          next: MAIL_CHANGE_PATHS.complete,
        }
      }}
      resend={async (state) => {
        await api.call(customerOtpSendCall, {
          body: { newEmail: state.email, authenticateTransactionId: state.transactionId },
        })
      }}
    />
  )
}
