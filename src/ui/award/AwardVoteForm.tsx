'use client'

import { useState } from 'react'

import { ApiClientError, api } from '@/lib/api/client'
import { awardVoteCall } from '@/lib/api/routes/award'
import { AWARD_MESSAGES, type VoteAward } from '@/shop/award/award-rules'
import { BotCheckNote } from '@/ui/bot-check/BotCheckNote'
import { useBotCheck } from '@/ui/bot-check/use-bot-check'
import { errorMessageOf } from '@/ui/form/error-message'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { RadioGroup } from '@/ui/form/RadioGroup'

import styles from './award.module.css'

export interface VoteChoice {
  id: number
  title: string
  supporterName: string
  excerpt: string
}

/** One award's ballot: choose a candidate and vote (once per award and period); it then says the vote was taken. */
export function AwardVoteForm({
  award,
  label,
  entries,
}: {
  award: VoteAward
  label: string
  entries: VoteChoice[]
}) {
  const [choice, setChoice] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState('')
  const { errors, show } = useFormErrors()
  // Solved while the member reads the candidates.
  const botCheck = useBotCheck()

  if (done)
    return (
      <p role="status" className={styles.voted}>
        {done}
      </p>
    )

  return (
    <Form
      id={`award-${award}`}
      label={`${label}への投票`}
      errors={errors}
      onSubmit={async (event) => {
        event.preventDefault()
        if (!choice) {
          show({ entryId: AWARD_MESSAGES.chooseEntry })
          return
        }
        setBusy(true)
        try {
          const result = await api.call(awardVoteCall, {
            body: { entryId: Number(choice), botCheck: await botCheck.take() },
          })
          // The ballot becomes its confirmation, which stays: a refresh of the page here would replace it with the
          // section's 「投票済み」 line before a screen reader had announced it (and a test had seen it).
          setDone(result.message)
        } catch (caught) {
          setBusy(false)
          botCheck.prepare()
          const fields = (caught instanceof ApiClientError && caught.fields) || {}
          show(
            fields,
            Object.keys(fields).length
              ? ''
              : errorMessageOf(
                  caught,
                  '投票できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
                ),
          )
        }
      }}
    >
      <RadioGroup
        name="entryId"
        label={`${label}に投票する作品`}
        options={entries.map((entry) => ({
          value: String(entry.id),
          label: (
            <>
              「{entry.title}」<span className={styles.supporter}>{entry.supporterName}さん</span>
            </>
          ),
          description: entry.excerpt,
        }))}
        value={choice}
        onChange={setChoice}
        required
      />
      <SubmitRow label={`${label}に投票する`} busy={busy} busyLabel="送信しています…" />
      <BotCheckNote />
    </Form>
  )
}
