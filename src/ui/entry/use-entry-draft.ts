'use client'

import { useIsClient } from '@/ui/hooks/use-is-client'

import { type EntryDraft, loadEntryDraft } from './entry-draft'
import type { EntryVariantKey } from './entry-variants'

/** The stored draft once in the browser (null while rendering on the server and hydrating). */
export function useEntryDraft(variant: EntryVariantKey): EntryDraft | null {
  const isClient = useIsClient()
  return isClient ? loadEntryDraft(variant) : null
}

/** 'h***o@example.jp': enough for the shopper to recognise the address on a shared screen. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  if (!domain) return email
  const shown = local.length <= 2 ? local.slice(0, 1) : `${local.slice(0, 1)}***${local.slice(-1)}`
  return `${shown}@${domain}`
}
