import { draftMode } from 'next/headers'

import { env } from '@/lib/config/env'

import { RefreshRouteOnSaveClient } from './RefreshRouteOnSaveClient'

/** In a staff preview, re-render the page whenever the document is saved in the admin (live preview). */
export async function RefreshOnPublish() {
  if (!(await draftMode()).isEnabled) return null
  return <RefreshRouteOnSaveClient serverURL={env.SITE_URL} />
}
