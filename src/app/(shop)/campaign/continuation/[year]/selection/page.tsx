import type { Metadata } from 'next'

import { GIFT_PAGE_TITLE, GiftSelectionPage } from '../../../_gifts/GiftSelectionPage'

type Props = { params: Promise<{ year: string }> }

export const metadata: Metadata = { title: GIFT_PAGE_TITLE.continuation, robots: { index: false } }

export default async function Page({ params }: Props) {
  return <GiftSelectionPage kind="continuation" year={(await params).year} />
}
