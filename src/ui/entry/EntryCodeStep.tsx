'use client'

import { useRouter } from 'next/navigation'

import { api } from '@/lib/api/client'
import { entryOtpSendCall, entryOtpVerifyCall } from '@/lib/api/routes/entry'
import { maskEmail } from '@/shop/customer/mask-email'
import { OTP_PAGE_DATA } from '@/shop/customer/one-time-password-fields'
import { useBotCheck } from '@/ui/bot-check/use-bot-check'
import { CodeEntryForm } from '@/ui/form/CodeEntryForm'
import { useDraft } from '@/ui/form/use-draft'

import { EMPTY_ENTRY_DRAFT, entryDraftStore, entrySentAtStore } from './entry-draft'
import { ENTRY_VARIANTS, type EntryVariantKey } from './entry-variants'
import { EntryMissing } from './EntryMissing'

/** The code step: the 6 digits from the mail (the kit's code form), with a resend that respects the interval. */
export function EntryCodeStep({ variant: variantKey }: { variant: EntryVariantKey }) {
  const variant = ENTRY_VARIANTS[variantKey]
  const draft = useDraft(entryDraftStore(variantKey), EMPTY_ENTRY_DRAFT)
  const router = useRouter()
  const botCheck = useBotCheck()

  if (!draft) return null
  const transactionId = draft.authenticateTransactionId
  if (!transactionId)
    return (
      <EntryMissing
        inputPath={variant.paths.input}
        reason="確認コードの送信が済んでいません。最初からお手続きください。"
      />
    )

  const verify = async (code: string) => {
    await api.call(entryOtpVerifyCall, {
      body: { authenticateTransactionId: transactionId, code, entryType: variant.entryType },
    })
    router.push(variant.paths.verify)
  }

  const resend = async () => {
    try {
      await api.call(entryOtpSendCall, {
        body: {
          email1: draft.values.email1,
          entryType: variant.entryType,
          ...(variant.entryType === 'kankeisha' ? { invitationCode: draft.values.invitationCode } : {}),
          authenticateTransactionId: transactionId,
          botCheck: await botCheck.take(),
        },
      })
    } catch (caught) {
      botCheck.prepare()
      throw caught
    }
    const sentAt = Date.now()
    entrySentAtStore(variantKey).save(sentAt)
    return sentAt
  }

  return (
    <CodeEntryForm
      idPrefix="entry"
      maskedEmail={maskEmail(draft.values.email1)}
      facts={OTP_PAGE_DATA}
      sentAt={entrySentAtStore(variantKey).load() ?? 0}
      submitLabel="確認して登録する"
      restartHref={variant.paths.input}
      onVerify={verify}
      onResend={resend}
    />
  )
}
