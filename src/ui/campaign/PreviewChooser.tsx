'use client'

import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'

import { Button } from '@/ui/Button'
import { Form, useFormErrors } from '@/ui/form/Form'
import { RadioGroup } from '@/ui/form/RadioGroup'
import { Select, type SelectOption } from '@/ui/form/Select'

export type PreviewChooserProps = {
  campaignId: number
  days: readonly SelectOption[]
  hours: readonly SelectOption[]
  hasTest: boolean
  initial: { day: string; hour: string; variant: string }
  /** The server's messages for a submitted choice, by field. */
  fieldErrors?: Record<string, string>
}

/**
 * The day, hour and A/B variant of a campaign's dated preview. Submitting reloads the page with the choice, and the
 * server answers with the signed preview link (it holds the secret) or names what is wrong.
 */
export function PreviewChooser({
  campaignId,
  days,
  hours,
  hasTest,
  initial,
  fieldErrors,
}: PreviewChooserProps) {
  const router = useRouter()
  const [day, setDay] = useState(initial.day)
  const [hour, setHour] = useState(initial.hour)
  const [variant, setVariant] = useState(initial.variant)
  const { errors } = useFormErrors()
  // A refused choice comes back with the page: its messages take the focus once, like a submit's.
  const key = JSON.stringify(fieldErrors ?? {})
  const refused = useMemo(() => {
    const fields = JSON.parse(key) as Record<string, string>
    return Object.keys(fields).length ? { fields, message: '' } : null
  }, [key])
  return (
    <Form
      id="campaign-preview"
      label="プレビューの日時と版"
      errors={refused ?? errors}
      onSubmit={(event) => {
        event.preventDefault()
        const query = new URLSearchParams({ id: String(campaignId), day, hour, variant })
        router.push(`/preview/campaign/?${query.toString()}`)
      }}
    >
      <Select name="day" label="表示する日" options={days} value={day} onChange={setDay} placeholder={null} />
      <Select name="hour" label="時刻" options={hours} value={hour} onChange={setHour} placeholder={null} />
      <RadioGroup
        name="variant"
        label="表示する版"
        value={variant}
        onChange={setVariant}
        options={[
          { value: 'control', label: '通常版' },
          {
            value: 'test',
            label: 'テスト版（A/Bテスト）',
            disabled: !hasTest,
            description: hasTest ? undefined : 'テスト版のブロックがありません',
          },
        ]}
      />
      <Button type="submit" size="l">
        プレビューを開く
      </Button>
    </Form>
  )
}
