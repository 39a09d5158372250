import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { PageTitle } from '@/ui/content/PageTitle'
import { InquiryComplete } from '@/ui/inquiry/InquiryComplete'
import { InquiryConfirm } from '@/ui/inquiry/InquiryConfirm'
import { InquiryForm } from '@/ui/inquiry/InquiryForm'
import { Stepper } from '@/ui/form/Stepper'
import { NormalLayout } from '@/ui/layout/NormalLayout'

import { stepMetadata, stepOf } from '../../../step-route'

/** /inquiry/contact/ → confirm/ → complete/ (spec §2). Entries stay in the browser until sent. */
const STEPS = {
  input: { index: 0, title: 'お問い合わせ', Body: InquiryForm },
  confirm: { index: 1, title: 'お問い合わせ内容の確認', Body: InquiryConfirm },
  complete: { index: 2, title: 'お問い合わせを受け付けました', Body: InquiryComplete },
} as const

type Props = { params: Promise<{ step?: string[] }> }

// Rendered on first request, then cached (no database at build time: docs/adr/004-caching.md).
export function generateStaticParams() {
  return []
}

export const generateMetadata = stepMetadata(STEPS, 'input', { indexFirst: true })

export default async function InquiryPage({ params }: Props) {
  const step = stepOf(STEPS, 'input', (await params).step)
  if (!step) notFound()
  const { index, title, Body } = STEPS[step]
  const crumbs =
    step === 'input'
      ? [{ text: title }]
      : [{ text: 'お問い合わせ', href: '/inquiry/contact/' }, { text: title }]
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={crumbs}>
      <PageTitle>{title}</PageTitle>
      <Stepper label="お問い合わせの手順" steps={['入力', '確認', '完了']} current={index} />
      <Body />
    </NormalLayout>
  )
}
