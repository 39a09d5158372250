'use client'

import { useEffect } from 'react'

import { clearOrderDraft } from './campaign-order-draft'

/** On the complete page: the order is placed, so nothing of its form stays in the tab (its key is spent). */
export function ClearOrderDraft() {
  useEffect(() => clearOrderDraft(), [])
  return null
}
