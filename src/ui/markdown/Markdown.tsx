import { markdownToHtml } from '@/lib/markdown/render'
import { codeFactValues, fillFacts, type FactValues } from '@/shop/site/fact-placeholders'

import { RoutedHtml } from './RoutedHtml'

/**
 * A CMS Markdown body. The HTML comes from the sanitising renderer, never from raw input. `{{fact:…}}`
 * placeholders are filled first (docs/adr/043): with `facts` when the page read the site settings, else with the
 * facts known in code (a settings-only fact then stays visible as written).
 */
export function Markdown({
  source,
  className = 'prose',
  facts,
}: {
  source: string | null | undefined
  className?: string
  facts?: FactValues
}) {
  return (
    <RoutedHtml
      className={className}
      html={markdownToHtml(source && fillFacts(source, facts ?? codeFactValues()))}
    />
  )
}
