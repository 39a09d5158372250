import { getFaqs } from '@/app/_data/content'
import { getRichRefs } from '@/app/_data/rich-text'
import type { FactValues } from '@/shop/site/fact-placeholders'
import { FaqBrowser } from '@/ui/content/FaqBrowser'
import { RichBody } from '@/ui/rich-text/RichBody'

/**
 * The FAQ page's questions with their answers rendered here, on the server (rich text; no editor code reaches
 * the browser, docs/adr/061-rich-text-editor.md); the browser only filters them by category.
 */
export async function FaqContent({
  categories,
  facts,
}: {
  categories: { slug: string; name: string; id?: number }[]
  facts: FactValues
}) {
  const faqs = await getFaqs()
  const refs = await getRichRefs(...faqs.map((f) => f.body))
  return (
    <FaqBrowser
      categories={categories}
      faqs={faqs.map((f) => ({
        id: f.id,
        question: f.question,
        categorySlug: f.categorySlug,
        answer: <RichBody data={f.body} refs={refs} facts={facts} />,
      }))}
    />
  )
}
