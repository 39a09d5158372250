import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CLUB_PAGES } from '@/ui/layout/club/club-menu'

import { ClubPage } from '../_club/ClubPage'
import { clubContext } from '../_club/club-context'
import { clubMetadata } from '../_club/club-metadata'

const PAGE = CLUB_PAGES.comado

export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => clubMetadata('comado')

/** The club's reading corner: a page staff write in the admin (pages › suntory-wellness-club/comado). */
export default async function ClubComadoPage() {
  const context = await clubContext(PAGE.cmsPath)
  if (!context.page) notFound()
  return <ClubPage context={context} fallbackTitle={PAGE.title} />
}
