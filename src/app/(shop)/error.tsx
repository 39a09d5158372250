'use client'

import { ErrorView } from '@/ui/content/ErrorView'

/**
 * A page that fails while the shopper navigates in the browser: the same page as the server's (docs/adr/058), with a
 * retry. The error itself is not shown (it may be technical); the server logged it.
 */
export default function ShopError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorView
      action={
        <p>
          <button type="button" className="button-primary" onClick={() => reset()}>
            もう一度表示する
          </button>
        </p>
      }
    />
  )
}
