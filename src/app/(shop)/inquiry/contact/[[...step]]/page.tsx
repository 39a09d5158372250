import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { PageTitle } from '@/ui/content/PageTitle'
import { InquiryComplete } from '@/ui/inquiry/InquiryComplete'
import { InquiryConfirm } from '@/ui/inquiry/InquiryConfirm'
import { InquiryForm } from '@/ui/inquiry/InquiryForm'
import { Stepper } from '@/ui/form/Stepper'
import { NormalLayout } from '@/ui/layout/NormalLayout'

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

function stepOf(segments: string[] | undefined): keyof typeof STEPS | null {
  if (!segments?.length) return 'input'
  if (segments.length === 1 && (segments[0] === 'confirm' || segments[0] === 'complete')) return segments[0]
  return null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const step = stepOf((await params).step)
  return step ? { title: STEPS[step].title, robots: { index: step === 'input' } } : {}
}

export default async function InquiryPage({ params }: Props) {
  const step = stepOf((await params).step)
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
