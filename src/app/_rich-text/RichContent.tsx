import { getRichRefs } from '@/app/_data/rich-text'
import type { PreviewMark } from '@/shop/publish-review/preview-marks'
import type { FactValues } from '@/shop/site/fact-placeholders'
import { RichBody } from '@/ui/rich-text/RichBody'

/**
 * A CMS rich-text body on a storefront page, its links, images and product cards resolved first (server only;
 * docs/adr/061-rich-text-editor.md). `facts`: the page's fact values when it read the site settings; `marks`: the
 * advertising-law check's phrases in a staff preview (src/app/_preview/ad-marks.ts).
 */
export async function RichContent({
  data,
  facts,
  marks,
}: {
  data: unknown
  facts?: FactValues
  marks?: readonly PreviewMark[]
}) {
  const refs = await getRichRefs(data)
  return <RichBody data={data} refs={refs} facts={facts} marks={marks} />
}
