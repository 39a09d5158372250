'use client'

import { useEffect } from 'react'

import { safeLocalPath } from '@/shop/site/safe-redirect'
import { asString, draftStore } from '@/ui/form/draft-store'

import type { EntryVariantKey } from './entry-variants'

/**
 * Where a registration started from (`/entry/?from=…`, e.g. from the /auth/ door): kept in the tab beside the
 * draft so the complete step can lead back there. Same-site paths only (safeLocalPath).
 */
export const entryReturnStore = (variant: EntryVariantKey) => draftStore(`entry-return:${variant}`, asString)

/** Stores a safe `from` on the first step (nothing for none: an earlier one of this tab stays). */
export function RememberEntryReturn({ variant, from }: { variant: EntryVariantKey; from: string | null }) {
  useEffect(() => {
    const path = safeLocalPath(from, '')
    if (path) entryReturnStore(variant).save(path)
  }, [variant, from])
  return null
}
