'use client'

import { useIsClient } from '@/ui/hooks/use-is-client'

import { type EntryDraft, loadEntryDraft } from './entry-draft'
import type { EntryVariantKey } from './entry-variants'

/** The stored draft once in the browser (null while rendering on the server and hydrating). */
export function useEntryDraft(variant: EntryVariantKey): EntryDraft | null {
  const isClient = useIsClient()
  return isClient ? loadEntryDraft(variant) : null
}
