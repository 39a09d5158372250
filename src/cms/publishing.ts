/** Shared settings of editorial collections: drafts with autosave, scheduled publish, cache expiry. */
import type { CollectionConfig } from 'payload'

import { isContentStaff, staffOrPublished } from './access'
import { ADMIN_DATE_FORMATS } from './admin-dates'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate'

export const editorialVersions: CollectionConfig['versions'] = {
  // The schedule drawer's time list in 24-hour time, like every date of the admin (admin-dates.ts).
  drafts: {
    autosave: { interval: 800 },
    schedulePublish: { timeFormat: ADMIN_DATE_FORMATS.dayAndTime.timeFormat, timeIntervals: 5 },
  },
  maxPerDoc: 30,
}

export const editorialHooks: CollectionConfig['hooks'] = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}

export const publishedReadAccess = {
  read: staffOrPublished,
  readVersions: isContentStaff,
}

export const markdownDescription =
  'Markdown で書きます（見出し ##、箇条書き -、太字 **、リンク [文字](/path/)、表）。HTML は表示されません。'
