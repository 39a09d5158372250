'use client'

import { useCallback, useMemo, useState } from 'react'

export type ModalState = {
  isOpen: boolean
  open: () => void
  close: () => void
  toggle: () => void
  /** Matches the Modal's onOpenChange signature, so it can be passed straight through. */
  setOpen: (open: boolean) => void
}

export function useModalState(initiallyOpen = false): ModalState {
  const [isOpen, setOpen] = useState(initiallyOpen)
  const open = useCallback(() => setOpen(true), [])
  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((v) => !v), [])
  return useMemo(() => ({ isOpen, open, close, toggle, setOpen }), [isOpen, open, close, toggle])
}
