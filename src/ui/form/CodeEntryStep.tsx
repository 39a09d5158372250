'use client'

import { useRouter } from 'next/navigation'

import type { OtpPageData } from '@/shop/customer/one-time-password-fields'
import { maskEmail } from '@/shop/customer/mask-email'
import { type BotCheck, useBotCheck } from '@/ui/bot-check/use-bot-check'
import { FlowGuard } from '@/ui/customer/FlowGuard'
import type { FlowState, FlowStore } from '@/ui/customer/flow-store'
import { CodeEntryForm } from './CodeEntryForm'

export type BotCheckSolution = Awaited<ReturnType<BotCheck['take']>>

export interface CodeEntryStepProps {
  facts: OtpPageData
  /** The procedure's state (its transaction and address) in the one draft store. */
  store: FlowStore
  /** Where a step opened without a transaction sends the shopper (and the form's "start again" link). */
  startPath: string
  idPrefix: string
  submitLabel: string
  /**
   * Checks the code with the server; resolves with what the stored state becomes and the next page. A refusal
   * rejects (the form shows the server's message).
   */
  verify: (state: FlowState, code: string) => Promise<{ patch: Partial<FlowState>; next: string }>
  /** Mails a new code to the same transaction (with a bot-check solution when `botCheck` is set). */
  resend: (state: FlowState, botCheck: BotCheckSolution | undefined) => Promise<void>
  /** The resend needs a bot-check solution: it is prepared while the shopper reads the mail. */
  botCheck?: boolean
}

/**
 * The code step of a multi-page procedure (mail-address change, password re-register): guarded by the stored
 * transaction, the 6 digits from the mail, and a resend with its countdown.
 */
export function CodeEntryStep(props: CodeEntryStepProps) {
  return (
    <FlowGuard
      store={props.store}
      ready={(s) => s.transactionId !== '' && !s.completed}
      startPath={props.startPath}
    >
      {(state) =>
        props.botCheck ? (
          <WithBotCheck {...props} state={state} />
        ) : (
          <CodeStep {...props} state={state} botCheck={null} />
        )
      }
    </FlowGuard>
  )
}

type StepProps = CodeEntryStepProps & { state: FlowState }

function WithBotCheck(props: StepProps) {
  const botCheck = useBotCheck()
  return <CodeStep {...props} botCheck={botCheck} />
}

function CodeStep({
  state,
  facts,
  store,
  startPath,
  idPrefix,
  submitLabel,
  verify,
  resend,
  botCheck,
}: Omit<StepProps, 'botCheck'> & { botCheck: BotCheck | null }) {
  const router = useRouter()

  const onVerify = async (code: string) => {
    const { patch, next } = await verify(state, code)
    store.update(patch)
    router.push(next)
  }

  const onResend = async () => {
    if (botCheck) {
      try {
        await resend(state, await botCheck.take())
      } finally {
        botCheck.prepare()
      }
    } else {
      await resend(state, undefined)
    }
    const sentAt = Date.now()
    store.update({ sentAt })
    return sentAt
  }

  return (
    <CodeEntryForm
      idPrefix={idPrefix}
      maskedEmail={maskEmail(state.email)}
      facts={facts}
      sentAt={state.sentAt}
      submitLabel={submitLabel}
      restartHref={startPath}
      onVerify={onVerify}
      onResend={onResend}
    />
  )
}
