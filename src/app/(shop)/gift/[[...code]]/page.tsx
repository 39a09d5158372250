import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GiftIndex, giftIndexMetadata } from '../_gift/GiftIndex'
import { GiftOccasion, giftOccasionMetadata } from '../_gift/GiftOccasion'

type Props = { params: Promise<{ code?: string[] }> }

// /gift/ and /gift/{code}/: rendered on first request and cached until editors publish or the catalogue changes
// (no database at build time: docs/adr/004-caching.md).
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const code = (await params).code ?? []
  if (code.length === 0) return giftIndexMetadata()
  return code.length === 1 ? giftOccasionMetadata(code[0]!) : { title: 'ページが見つかりません' }
}

/** The gift guide (docs/adr/051-gift-guide.md): its top, or one occasion. */
export default async function GiftPage({ params }: Props) {
  const code = (await params).code ?? []
  if (code.length === 0) return <GiftIndex />
  if (code.length > 1) notFound()
  return <GiftOccasion code={code[0]!} />
}
