'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { api } from '@/lib/api/client'
import { receiptIssueCall } from '@/lib/api/routes/receipt'
import type { ReceiptOwner } from '@/shop/receipts/receipt-paths'
import { formErrorsOf } from '@/ui/form/field-errors'
import { Form, SubmitRow, useFormErrors } from '@/ui/form/Form'
import { TextField } from '@/ui/form/TextField'

/**
 * The addressee, chosen once: POST receipt fixes it and issues the receipt, then the printable page opens.
 * The field starts with the orderer's name; the length rule is the server's (receipt-rules.ts).
 */
export function ReceiptIssueForm({
  owner,
  initialAddressee,
  maxLength,
}: {
  owner: ReceiptOwner
  initialAddressee: string
  maxLength: number
}) {
  const router = useRouter()
  const [addressee, setAddressee] = useState(initialAddressee)
  const [busy, setBusy] = useState(false)
  const { errors, show } = useFormErrors()

  return (
    <Form
      id="receipt"
      label="領収書の発行"
      errors={errors}
      onSubmit={async (event) => {
        event.preventDefault()
        setBusy(true)
        try {
          const issued = await api.call(receiptIssueCall, { body: { ...owner, addressee } })
          router.push(issued.pagePath)
          router.refresh()
        } catch (caught) {
          setBusy(false)
          // A message for anything but the addressee (the order number, the link) is the form's own message.
          const next = formErrorsOf(
            caught,
            ['addressee'],
            '領収書を発行できませんでした。もう一度お試しください。',
          )
          show(next.fields, next.message)
        }
      }}
    >
      <TextField
        name="addressee"
        label="宛名"
        value={addressee}
        onChange={setAddressee}
        required
        maxLength={maxLength}
        autoComplete="organization"
        description={`会社名などに変更できます（${maxLength}文字以内、「様」は自動で付きます）。宛名は一度だけ指定でき、発行後は変更できません。`}
      />
      <SubmitRow label="この宛名で領収書を発行する" busy={busy} busyLabel="発行しています…" />
    </Form>
  )
}
