/**
 * The storefront's rich-text renderer (docs/adr/061-rich-text-editor.md) with what Markdown could not express:
 * links to documents by reference (shown at the document's current path, or as text when it is not published),
 * images from the media collection with their alt text, product cards and notice boxes. And what a page resolves
 * before rendering: the documents a body refers to.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { displayPrice } from '@/shop/catalogue/display-price'
import { collectRichTextRefs, richTextToPlain, type RichNode } from '@/shop/content/rich-text'
import type { ProductCardData } from '@/ui/catalogue/ProductCard'
import { RichBody, type ResolvedRichRefs } from '@/ui/rich-text/RichBody'

beforeAll(() => {
  process.env.__NEXT_TRAILING_SLASH = 'true'
})

const text = (t: string, format = 0): RichNode => ({ type: 'text', text: t, format, version: 1 })
const p = (...children: RichNode[]): RichNode => ({ type: 'paragraph', children, version: 1 })
const internal = (relationTo: string, value: unknown, label: string): RichNode => ({
  type: 'link',
  fields: { linkType: 'internal', doc: { relationTo, value }, newTab: false },
  children: [text(label)],
  version: 3,
})
const body = (...children: RichNode[]) => ({ root: { type: 'root', children, version: 1 } })

const card: ProductCardData = {
  productCode: 'SUP001',
  name: 'セサミンEX',
  catchCopy: null,
  href: '/supplement/SUP001/',
  imageUrl: null,
  imageAlt: '',
  price: displayPrice(5_000, 'food'),
  regular: null,
  saleState: 'sold-out',
}

const refs: ResolvedRichRefs = {
  hrefs: new Map([['products:7', '/supplement/SUP001/']]),
  images: new Map([['3', { src: '/cms-api/media/knee.jpg', alt: '膝を伸ばす女性', width: 1200, height: 800 }]]),
  products: new Map([['7', card]]),
}

const render = (data: unknown) => renderToStaticMarkup(createElement(RichBody, { data, refs }))

const doc = body(
  p(text('おすすめは'), internal('products', 7, 'セサミンEX'), text('と'), internal('columns', 99, '下書きのコラム')),
  { type: 'upload', relationTo: 'media', value: 3, fields: {}, version: 3 },
  { type: 'upload', relationTo: 'media', value: 4, fields: {}, version: 3 },
  { type: 'block', fields: { blockType: 'productCard', id: 'a', product: 7 }, version: 2 },
  { type: 'block', fields: { blockType: 'noticeBox', id: 'b', tone: 'warning', body: '送料は{{fact:shippingFee}}です。' }, version: 2 },
  p({ type: 'link', fields: { linkType: 'custom', url: 'javascript:alert(1)' }, children: [text('危険')], version: 3 }),
)

describe('rich text on the storefront', () => {
  it('links a document by reference at its current path, and a missing one as plain text', () => {
    const html = render(doc)
    expect(html).toContain('<a href="/supplement/SUP001/">セサミンEX</a>')
    expect(html).toContain('と下書きのコラム')
    expect(html).not.toContain('href="#"')
  })

  it('shows a media image with its alt text, and nothing for an image that is gone', () => {
    const html = render(doc)
    expect(html).toMatch(/<img[^>]+alt="膝を伸ばす女性"/)
    expect(html.match(/<img/g)).toHaveLength(1)
  })

  it('shows a product card with the live price and stock state, and a notice box with facts filled', () => {
    const html = render(doc)
    expect(html).toContain('5,400円（税込）')
    expect(html).toContain('セサミンEX</a></h3>')
    expect(html).toContain('在庫切れ')
    expect(html).toMatch(/<aside[^>]*aria-label="ご注意"[^>]*><p>送料は[0-9,]+円（税込）です。<\/p><\/aside>/)
  })

  it('never links to an unsafe URL', () => {
    const html = render(doc)
    expect(html).not.toContain('javascript:')
    expect(html).toContain('<span>危険</span>')
  })

  it('renders nothing for an empty body or a value that is not rich text', () => {
    expect(render(body())).toBe('')
    expect(render('## 旧 Markdown')).toBe('')
    expect(render(null)).toBe('')
  })
})

describe('what a body refers to', () => {
  it('collects linked documents, images and product cards, by id whether stored or populated', () => {
    const refs = collectRichTextRefs([doc, null, body(internal('pages', { id: 12, path: 'first' }, 'はじめて'))])
    expect([...refs.products]).toEqual(['7'])
    expect([...refs.columns]).toEqual(['99'])
    expect([...refs.media].sort()).toEqual(['3', '4'])
    expect([...refs.pages]).toEqual(['12'])
  })

  it('gives the plain text for snippets, without heading anchors', () => {
    const data = body(
      { type: 'heading', tag: 'h2', children: [text('表記 {#tokushoho}')], version: 1 },
      p(text('本文の'), text('太字', 1)),
    )
    expect(richTextToPlain(data)).toBe('表記 本文の太字')
    expect(richTextToPlain(data, 4)).toBe('表記 …')
  })
})
