import { env } from '@/lib/config/env'
import { RefreshRouteOnSaveClient } from '@/ui/preview/RefreshRouteOnSaveClient'

import { isStaffPreview } from './staff-preview'

/** In a staff preview, re-render the page whenever the document is saved in the admin (live preview). */
export async function RefreshOnPublish() {
  if (!(await isStaffPreview())) return null
  return <RefreshRouteOnSaveClient serverURL={env.SITE_URL} />
}
