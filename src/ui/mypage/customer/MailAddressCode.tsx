'use client'

import { useRouter } from 'next/navigation'

import { customerOtpSendCall, customerOtpVerifyCall } from '@/lib/api/calls/customer'
import { api } from '@/lib/api/client'
import type { OtpPageData } from '@/shop/customer/one-time-password-fields'
import { maskEmail } from '@/shop/customer/mask-email'
import { FlowGuard } from '@/ui/customer/FlowGuard'
import type { FlowState } from '@/ui/customer/flow-store'
import { CodeEntryForm } from '@/ui/form/CodeEntryForm'

import { MAIL_CHANGE_PATHS, mailChangeStore } from './mail-change-flow'

/** Step 2: the code sent to the new address; verifying it changes the address. */
export function MailAddressCode({ facts }: { facts: OtpPageData }) {
  return (
    <FlowGuard
      store={mailChangeStore}
      ready={(s) => s.transactionId !== '' && !s.completed}
      startPath={MAIL_CHANGE_PATHS.start}
    >
      {(state) => <CodeStep state={state} facts={facts} />}
    </FlowGuard>
  )
}

function CodeStep({ state, facts }: { state: FlowState; facts: OtpPageData }) {
  const router = useRouter()

  const verify = async (code: string) => {
    const { email } = await api.call(customerOtpVerifyCall, {
      body: { authenticateTransactionId: state.transactionId, code, newEmail: state.email },
    })
    mailChangeStore.save({ ...state, email, transactionId: '', verified: true, completed: true })
    router.push(MAIL_CHANGE_PATHS.complete)
  }

  const resend = async () => {
    await api.call(customerOtpSendCall, {
      body: { newEmail: state.email, authenticateTransactionId: state.transactionId },
    })
    const sentAt = Date.now()
    mailChangeStore.update({ sentAt })
    return sentAt
  }

  return (
    <CodeEntryForm
      idPrefix="mailaddress"
      maskedEmail={maskEmail(state.email)}
      facts={facts}
      sentAt={state.sentAt}
      submitLabel="確認してメールアドレスを変更する"
      restartHref={MAIL_CHANGE_PATHS.start}
      onVerify={verify}
      onResend={resend}
    />
  )
}
