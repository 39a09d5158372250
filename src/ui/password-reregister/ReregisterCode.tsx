'use client'

import { useRouter } from 'next/navigation'

import { passwordReregisterSendCall, passwordReregisterVerifyCall } from '@/lib/api/calls/password-reregister'
import { api } from '@/lib/api/client'
import type { OtpPageData } from '@/shop/customer/one-time-password-fields'
import { maskEmail } from '@/shop/customer/mask-email'
import { useBotCheck } from '@/ui/bot-check/use-bot-check'
import { FlowGuard } from '@/ui/customer/FlowGuard'
import type { FlowState } from '@/ui/customer/flow-store'
import { CodeEntryForm } from '@/ui/form/CodeEntryForm'

import { REREGISTER_PATHS, reregisterStore } from './reregister-flow'

/** Step 2: the code from the mail. */
export function ReregisterCode({ facts }: { facts: OtpPageData }) {
  return (
    <FlowGuard
      store={reregisterStore}
      ready={(s) => s.transactionId !== '' && !s.completed}
      startPath={REREGISTER_PATHS.start}
    >
      {(state) => <CodeStep state={state} facts={facts} />}
    </FlowGuard>
  )
}

function CodeStep({ state, facts }: { state: FlowState; facts: OtpPageData }) {
  const router = useRouter()
  // Only a resend needs a solution; it is prepared while the shopper reads the mail.
  const botCheck = useBotCheck()

  const verify = async (code: string) => {
    await api.call(passwordReregisterVerifyCall, {
      body: { authenticateTransactionId: state.transactionId, code },
    })
    reregisterStore.update({ verified: true })
    router.push(REREGISTER_PATHS.password)
  }

  const resend = async () => {
    try {
      await api.call(passwordReregisterSendCall, {
        body: {
          email: state.email,
          authenticateTransactionId: state.transactionId,
          botCheck: await botCheck.take(),
        },
      })
    } finally {
      botCheck.prepare()
    }
    const sentAt = Date.now()
    reregisterStore.update({ sentAt })
    return sentAt
  }

  return (
    <CodeEntryForm
      idPrefix="reregister"
      maskedEmail={maskEmail(state.email)}
      facts={facts}
      sentAt={state.sentAt}
      submitLabel="確認して次へ進む"
      restartHref={REREGISTER_PATHS.start}
      onVerify={verify}
      onResend={resend}
    />
  )
}
