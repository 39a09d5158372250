import { markdownToHtml } from '@/lib/markdown/render'

import { RoutedHtml } from './RoutedHtml'

/** A CMS Markdown body. The HTML comes from the sanitising renderer, never from raw input. */
export function Markdown({
  source,
  className = 'prose',
}: {
  source: string | null | undefined
  className?: string
}) {
  return <RoutedHtml className={className} html={markdownToHtml(source)} />
}
