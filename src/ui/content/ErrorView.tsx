import { SimpleLayout } from '@/ui/layout/SimpleLayout'

import { ErrorMessage } from './ErrorMessage'

/** The server's HTML of a failed page (/_shop/error/, docs/adr/058): the message in the simple layout. */
export function ErrorView() {
  return (
    <SimpleLayout>
      <ErrorMessage />
    </SimpleLayout>
  )
}
