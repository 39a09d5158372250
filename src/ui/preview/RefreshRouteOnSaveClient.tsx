'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Payload's server-side live preview protocol: tell the admin window we are ready, then re-render the route
 * each time it reports a saved document. (Implemented here because @payloadcms/live-preview-react is not
 * published for 3.90.2, and Payload refuses mismatched package versions.)
 */
export function RefreshRouteOnSaveClient({ serverURL }: { serverURL: string }) {
  const router = useRouter()

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null
      if (
        event.origin === serverURL &&
        data &&
        typeof data === 'object' &&
        data.type === 'payload-document-event'
      ) {
        router.refresh()
      }
    }
    window.addEventListener('message', onMessage)
    const admin = window.opener ?? (window.parent !== window ? window.parent : null)
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, serverURL)
    return () => window.removeEventListener('message', onMessage)
  }, [router, serverURL])

  return (
    <p role="status" className="preview-banner">
      プレビュー表示中です（下書きの内容を表示しています）。
      {/* A full navigation: /preview/exit/ is a route handler that clears the draft-mode cookie. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/preview/exit/">プレビューを終了</a>
    </p>
  )
}
