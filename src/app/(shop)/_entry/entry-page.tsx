import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { PageTitle } from '@/ui/content/PageTitle'
import { EntryStep } from '@/ui/entry/EntryStep'
import { RememberEntryReturn } from '@/ui/entry/entry-return'
import { ENTRY_VARIANTS, type EntryVariantKey, STEP_TITLES, entryStepOf } from '@/ui/entry/entry-variants'
import { NormalLayout } from '@/ui/layout/NormalLayout'

/**
 * The pages of a registration door (docs/adr/013-registration.md): one catch-all route per door renders the
 * step its path names. The form's state lives in the browser (src/ui/entry/entry-draft.ts), so the pages are
 * the same for everyone.
 */
export type EntryPageProps = {
  params: Promise<{ step?: string[] }>
  searchParams?: Promise<Record<string, string | string[] | undefined>>
}

export async function entryMetadata(
  variantKey: EntryVariantKey,
  { params }: EntryPageProps,
): Promise<Metadata> {
  const variant = ENTRY_VARIANTS[variantKey]
  const step = entryStepOf(variant, (await params).step)
  if (!step) return {}
  const title = step === 'input' ? variant.title : `${variant.title}（${STEP_TITLES[step]}）`
  return { title, robots: { index: false } }
}

export async function EntryPage({
  variant: variantKey,
  params,
  searchParams,
}: { variant: EntryVariantKey } & EntryPageProps) {
  const variant = ENTRY_VARIANTS[variantKey]
  const step = entryStepOf(variant, (await params).step)
  if (!step) notFound()
  const from = (await searchParams)?.from
  const breadcrumb =
    step === 'input'
      ? [{ text: variant.title }]
      : [{ text: variant.title, href: variant.paths.input }, { text: STEP_TITLES[step] }]
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={breadcrumb}>
      <PageTitle>{variant.title}</PageTitle>
      {step === 'input' ? (
        <RememberEntryReturn variant={variantKey} from={typeof from === 'string' ? from : null} />
      ) : null}
      <EntryStep variant={variantKey} step={step} />
    </NormalLayout>
  )
}
