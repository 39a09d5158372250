'use client'

import { useEffect, useState } from 'react'

const secondsLeft = (sentAt: number, interval: number) =>
  Math.max(0, Math.ceil((sentAt + interval * 1000 - Date.now()) / 1000))

/**
 * Seconds until a new one-time code may be sent (`intervalSeconds` after `sentAt`), counting down every second once
 * the scripts run; `before` is what the server's HTML shows until then.
 */
export function useResendWait(sentAt: number, intervalSeconds: number, before: number): number {
  const [wait, setWait] = useState(before)
  useEffect(() => {
    const tick = () => setWait(secondsLeft(sentAt, intervalSeconds))
    tick()
    const timer = window.setInterval(tick, 1000)
    return () => window.clearInterval(timer)
  }, [sentAt, intervalSeconds])
  return wait
}

/** The resend button's words, with the wait while there is one. */
export const resendLabel = (wait: number) =>
  wait > 0 ? `確認コードを再送信（あと${wait}秒）` : '確認コードを再送信'
