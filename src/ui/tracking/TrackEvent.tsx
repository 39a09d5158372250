'use client'

import { useEffect, useRef } from 'react'

import { track } from './track'

type Props = Parameters<typeof track>[0]

/**
 * Records one business event when its page has loaded (a product page's view, a search's result count, the A/B
 * variant a campaign page showed…): a server page renders it with the values it already knows. Once per mount.
 */
export function TrackEvent(props: Props) {
  const sent = useRef(false)
  const key = JSON.stringify(props)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    track(JSON.parse(key) as Props)
  }, [key])
  return null
}
