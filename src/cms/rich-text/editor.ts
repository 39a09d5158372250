/**
 * The rich-text editor of every editorial body (docs/adr/061-rich-text-editor.md): Payload's Lexical editor with an
 * explicit feature list, so staff can only write what the storefront renders (src/ui/rich-text/RichBody.tsx).
 * Server-only: the storefront imports types from here at most.
 */
import {
  BlockquoteFeature,
  BlocksFeature,
  BoldFeature,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { Block, RichTextField } from 'payload'

import { NOTICE_TONES } from '@/shop/content/rich-text'

/** The collections an internal link may point at: each has a storefront path (src/shop/content/paths.ts). */
export const LINKABLE_COLLECTIONS = ['products', 'columns', 'pages'] as const

export const NoticeBoxBlock: Block = {
  slug: 'noticeBox',
  interfaceName: 'NoticeBoxBlock',
  labels: { singular: 'お知らせ枠', plural: 'お知らせ枠' },
  fields: [
    {
      name: 'tone',
      label: '種類',
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: [
        { label: 'お知らせ', value: NOTICE_TONES[0] },
        { label: 'ご注意', value: NOTICE_TONES[1] },
      ],
    },
    { name: 'body', label: '本文', type: 'textarea', required: true },
  ],
  // Seed Markdown may write <NoticeBox tone="warning">本文</NoticeBox>.
  jsx: {
    import: ({ children, props }) => ({
      tone: props.tone === 'warning' ? 'warning' : 'info',
      body: children.trim(),
    }),
    export: ({ fields }) => ({ props: { tone: fields.tone }, children: String(fields.body ?? '') }),
  },
}

export const ProductCardBlock: Block = {
  slug: 'productCard',
  interfaceName: 'ProductCardBlock',
  labels: { singular: '商品カード', plural: '商品カード' },
  fields: [
    {
      name: 'product',
      label: '商品',
      type: 'relationship',
      relationTo: 'products',
      required: true,
      admin: { description: '価格と在庫はストアに表示する時点のものです' },
    },
  ],
}

/**
 * The features, listed one by one (not Payload's defaults). Links to documents are stored by reference and rendered
 * with the document's current path; images come from the media collection, whose alt text is required there.
 * The storefront reads at depth 0 and resolves references itself (src/app/_data/rich-text.ts).
 */
export const contentFeatures = () => [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  BoldFeature(),
  ItalicFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  BlockquoteFeature(),
  EXPERIMENTAL_TableFeature(),
  LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS], maxDepth: 1 }),
  UploadFeature({ enabledCollections: ['media'], maxDepth: 1 }),
  BlocksFeature({ blocks: [ProductCardBlock, NoticeBoxBlock] }),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
]

export const contentEditor = lexicalEditor({ features: contentFeatures })

export const RICH_TEXT_DESCRIPTION =
  '見出し・箇条書き・太字・表・リンク（商品・コラム・ページは一覧から選ぶと、URL が変わってもリンクが切れません）・画像（メディアから選び、代替テキストはメディア側で必須）・商品カード・お知らせ枠が使えます。'

/** A body field in the shop's editor. */
export function richTextField(
  name: string,
  label: string,
  options: { required?: boolean; description?: string } = {},
): RichTextField {
  return {
    name,
    label,
    type: 'richText',
    required: options.required,
    editor: contentEditor,
    admin: { description: options.description ?? RICH_TEXT_DESCRIPTION },
  }
}
