import { markdownToHtml } from '@/lib/markdown/render'

/** A CMS Markdown body. The HTML comes from the sanitising renderer, never from raw input. */
export function Markdown({
  source,
  className = 'prose',
}: {
  source: string | null | undefined
  className?: string
}) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: markdownToHtml(source) }} />
}
