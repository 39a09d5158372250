import type { Payload } from 'payload'

import type { Faq, FaqCategory } from '@/cms/payload-types'

import { published } from './read-options'

export type FaqCategorySummary = Pick<FaqCategory, 'id' | 'slug' | 'name'>
/** `answer`: the editor's rich text (docs/adr/061-rich-text-editor.md). */
export type FaqEntry = Pick<Faq, 'id' | 'question' | 'answer'> & { categorySlug: string }

/** A published question as the storefront holds it: `body` the rich answer, `answer` its words (for search). */
export type ShopFaq = Omit<FaqEntry, 'answer'> & { body: FaqEntry['answer']; answer: string }

export async function listFaqCategories(payload: Payload): Promise<FaqCategorySummary[]> {
  const result = await payload.find({
    collection: 'faq-categories',
    sort: 'order',
    limit: 100,
    depth: 0,
    overrideAccess: false,
    select: { slug: true, name: true },
  })
  return result.docs as FaqCategorySummary[]
}

export async function listFaqs(payload: Payload): Promise<FaqEntry[]> {
  const [categories, faqs] = await Promise.all([
    listFaqCategories(payload),
    payload.find({ collection: 'faqs', where: published, sort: 'order', limit: 1000, depth: 0, overrideAccess: false }),
  ])
  const slugById = new Map(categories.map((c) => [c.id, c.slug]))
  return faqs.docs.map((f) => ({
    id: f.id,
    question: f.question,
    answer: f.answer,
    categorySlug: slugById.get(typeof f.category === 'object' ? f.category.id : f.category) ?? '',
  }))
}
