import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ClubPage } from '../_club/ClubPage'
import { clubContext } from '../_club/club-context'
import { clubMetadata } from '../_club/club-metadata'

const CMS_PATH = 'suntory-wellness-club/comado'
const PATH = '/suntory-wellness-club/comado/'
const TITLE = 'comado'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return clubMetadata(CMS_PATH, TITLE, PATH)
}

/** The club's reading corner: a page staff write in the admin (pages › suntory-wellness-club/comado). */
export default async function ClubComadoPage() {
  const context = await clubContext(CMS_PATH)
  if (!context.page) notFound()
  return <ClubPage context={context} fallbackTitle={TITLE} />
}
