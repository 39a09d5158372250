/**
 * The storefront's server-only read layer over the content services. Public reads are cached and tagged
 * with the collections they show (src/lib/cache/tags.ts), so a publish expires exactly the pages that show
 * it; in draft mode (a verified staff preview) reads bypass the cache and see drafts.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'

import { getShopPayload } from '@/cms/get-payload'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { loadChromeContent, listBanners } from '@/shop/content/chrome'
import { COLUMN_PAGE_SIZE, findColumn, listColumns } from '@/shop/content/columns'
import { listFaqs, type ShopFaq } from '@/shop/content/faq'
import { listGiftGuides } from '@/shop/content/gift-guides'
import { findInformation, listInformation } from '@/shop/content/information'
import type { InformationCategory } from '@/shop/content/information-categories'
import { findPage, listPublishedPages } from '@/shop/content/pages'
import type { ReadMode } from '@/shop/content/read-options'
import { richTextToText } from '@/shop/content/rich-text'
import { loadTopPage } from '@/shop/content/top-page'
import type { TopCategory } from '@/shop/site/top-category'
import { codeFactValues, fillFacts, withInvoiceNumber, type FactValues } from '@/shop/site/fact-placeholders'
import { invoiceRegistrationNumber } from '@/shop/site/invoice-number'

import { isStaffPreview } from '@/app/_preview/staff-preview'

/** Drafts only for content staff previewing with their own live session (staff-preview.ts). */
export async function readMode(): Promise<ReadMode> {
  return { draft: await isStaffPreview() }
}

const T = CACHE_TAGS

export const getChrome = unstable_cache(async () => loadChromeContent(await getShopPayload()), ['chrome'], {
  tags: [T['brand-tabs'], T.faqs],
})

/** The values `{{fact:…}}` placeholders in CMS bodies are filled with: code facts and the settings' number. */
export const getFactValues = unstable_cache(
  async (): Promise<FactValues> =>
    withInvoiceNumber(codeFactValues(), await invoiceRegistrationNumber(await getShopPayload())),
  ['fact-values'],
  { tags: [T['site-settings']] },
)

const cachedBanners = unstable_cache(async () => listBanners(await getShopPayload()), ['banners'], {
  tags: [T.banners],
})
export async function getBanners() {
  const mode = await readMode()
  return mode.draft ? listBanners(await getShopPayload(), mode) : cachedBanners()
}

const cachedPage = unstable_cache(async (path: string) => findPage(await getShopPayload(), path), ['page'], {
  tags: [T.pages],
})
export async function getPage(path: string) {
  const mode = await readMode()
  return mode.draft ? findPage(await getShopPayload(), path, mode) : cachedPage(path)
}

export const getPublishedPages = unstable_cache(
  async () => listPublishedPages(await getShopPayload()),
  ['pages-all'],
  {
    tags: [T.pages],
  },
)

export const getInformationList = unstable_cache(
  async (page: number, categories: InformationCategory[] = []) =>
    listInformation(await getShopPayload(), { page, categories }),
  ['information-list'],
  { tags: [T.information] },
)

const cachedInformation = unstable_cache(
  async (code: string) => findInformation(await getShopPayload(), code),
  ['information'],
  { tags: [T.information] },
)
export async function getInformation(code: string) {
  const mode = await readMode()
  return mode.draft ? findInformation(await getShopPayload(), code, mode) : cachedInformation(code)
}

export const getColumnList = unstable_cache(
  async (page: number, limit: number = COLUMN_PAGE_SIZE) =>
    listColumns(await getShopPayload(), { page, limit }),
  ['column-list'],
  { tags: [T.columns] },
)

const cachedColumn = unstable_cache(async (n: string) => findColumn(await getShopPayload(), n), ['column'], {
  tags: [T.columns],
})
export async function getColumn(number: string) {
  const mode = await readMode()
  return mode.draft ? findColumn(await getShopPayload(), number, mode) : cachedColumn(number)
}

/**
 * The published FAQ: `body` the answer's rich text (the FAQ page renders it on the server, filling its facts),
 * `answer` its words with the `{{fact:…}}` placeholders filled (search matches and quotes them).
 */
export const getFaqs = unstable_cache(
  async (): Promise<ShopFaq[]> => {
    const payload = await getShopPayload()
    const facts = withInvoiceNumber(codeFactValues(), await invoiceRegistrationNumber(payload))
    return (await listFaqs(payload)).map(({ answer, ...f }) => ({
      ...f,
      body: answer,
      answer: fillFacts(richTextToText(answer), facts),
    }))
  },
  ['faqs'],
  { tags: [T.faqs, T['site-settings']] },
)

const cachedTopPage = unstable_cache(
  async (category: TopCategory) => loadTopPage(await getShopPayload(), category),
  ['top-page'],
  // The campaigns' tag: the open campaigns' slot changes at every start and end (a job expires it).
  { tags: [T.banners, T.information, T.columns, T.campaigns] },
)
/** The public top page stays cached; a staff preview reads its banners, notices and columns afresh, drafts included. */
export async function getTopPage(category: TopCategory) {
  const mode = await readMode()
  return mode.draft ? loadTopPage(await getShopPayload(), category, mode) : cachedTopPage(category)
}

/** The gift guide's occasions (published), cached until an editor publishes one; drafts in a staff preview. */
const cachedGiftGuides = unstable_cache(async () => listGiftGuides(await getShopPayload()), ['gift-guides'], {
  tags: [T['gift-guides']],
})

export async function getGiftGuides() {
  const mode = await readMode()
  return mode.draft ? listGiftGuides(await getShopPayload(), mode) : cachedGiftGuides()
}
