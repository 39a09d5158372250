/**
 * The blocks a campaign's landing page is built from (docs/adr/045-campaigns.md), rendered in order by
 * src/ui/campaign/CampaignLanding.tsx. Body texts are rich text like the other content (docs/adr/061). Each block has its
 * own interface name: the GraphQL schema would otherwise name the product block "Product", like the collection.
 */
import type { Block } from 'payload'

import { richTextField } from '../rich-text/editor'

const hero: Block = {
  slug: 'hero',
  interfaceName: 'CampaignHeroBlock',
  labels: { singular: 'メインビジュアル', plural: 'メインビジュアル' },
  fields: [
    { name: 'heading', label: '見出し', type: 'text', required: true },
    { name: 'lead', label: 'リード文', type: 'textarea' },
    { name: 'image', label: '画像', type: 'upload', relationTo: 'media' },
  ],
}

const text: Block = {
  slug: 'text',
  interfaceName: 'CampaignTextBlock',
  labels: { singular: '本文', plural: '本文' },
  fields: [
    { name: 'heading', label: '見出し', type: 'text' },
    richTextField('body', '本文', { required: true }),
  ],
}

const product: Block = {
  slug: 'product',
  interfaceName: 'CampaignProductBlock',
  labels: { singular: '商品', plural: '商品' },
  fields: [
    { name: 'heading', label: '見出し', type: 'text' },
    {
      name: 'products',
      label: '商品',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      required: true,
    },
  ],
}

const benefits: Block = {
  slug: 'benefits',
  interfaceName: 'CampaignBenefitsBlock',
  labels: { singular: '特典', plural: '特典' },
  fields: [
    { name: 'heading', label: '見出し', type: 'text', defaultValue: 'キャンペーン特典' },
    {
      name: 'items',
      label: '特典',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', label: '特典名', type: 'text', required: true },
        { name: 'text', label: '説明', type: 'textarea' },
      ],
    },
  ],
}

const faq: Block = {
  slug: 'faq',
  interfaceName: 'CampaignFaqBlock',
  labels: { singular: 'よくあるご質問', plural: 'よくあるご質問' },
  fields: [
    {
      name: 'items',
      label: '質問',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'question', label: '質問', type: 'text', required: true },
        richTextField('answer', '回答', { required: true }),
      ],
    },
  ],
}

const notes: Block = {
  slug: 'notes',
  interfaceName: 'CampaignNotesBlock',
  labels: { singular: '注意事項', plural: '注意事項' },
  fields: [
    { name: 'heading', label: '見出し', type: 'text', defaultValue: 'ご注意' },
    richTextField('body', '本文', { required: true }),
  ],
}

const cta: Block = {
  slug: 'cta',
  interfaceName: 'CampaignCtaBlock',
  labels: { singular: 'ボタン', plural: 'ボタン' },
  fields: [
    { name: 'label', label: 'ボタンの文言', type: 'text', required: true },
    {
      name: 'href',
      label: 'リンク先',
      type: 'text',
      required: true,
      admin: { description: 'サイト内のパス（例: /supplement/SP-001/）。' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\/(?!\/)[^\s]*$/.test(value)
          ? true
          : 'リンク先は / で始まるサイト内のパスで入力してください',
    },
    { name: 'note', label: '補足', type: 'text' },
  ],
}

/** Apply campaigns: the campaign's samples (its 「サンプル」 field), each with its button to the application form. */
const samples: Block = {
  slug: 'samples',
  interfaceName: 'CampaignSamplesBlock',
  labels: { singular: 'サンプルのお申し込み', plural: 'サンプルのお申し込み' },
  fields: [
    {
      name: 'heading',
      label: '見出し',
      type: 'text',
      defaultValue: 'サンプルのお申し込み',
      admin: {
        description:
          'サンプルお申し込みキャンペーンの「サンプル」欄のサンプルを、お申し込みボタンとともに表示します。',
      },
    },
  ],
}

/** Birthday and continuation campaigns: the campaign's gifts (its 「プレゼント」 field) and the button to choose one. */
const gifts: Block = {
  slug: 'gifts',
  interfaceName: 'CampaignGiftsBlock',
  labels: { singular: 'プレゼントのご紹介', plural: 'プレゼントのご紹介' },
  fields: [
    {
      name: 'heading',
      label: '見出し',
      type: 'text',
      defaultValue: 'お選びいただけるプレゼント',
      admin: {
        description:
          'お誕生日・継続感謝プレゼントの「プレゼント」欄のプレゼントを、選択ページへのボタンとともに表示します。',
      },
    },
  ],
}

/** Shopping campaigns: the products at the campaign's price (its 「特別価格の商品」 field), each with its order button. */
const offers: Block = {
  slug: 'offers',
  interfaceName: 'CampaignOffersBlock',
  labels: { singular: '特別価格でのご購入', plural: '特別価格でのご購入' },
  fields: [
    {
      name: 'heading',
      label: '見出し',
      type: 'text',
      defaultValue: 'キャンペーン特別価格',
      admin: {
        description:
          '特別価格でのご購入キャンペーンの「特別価格の商品」を、通常価格・特別価格とご注文ボタンとともに表示します。',
      },
    },
  ],
}

export const LANDING_BLOCKS: Block[] = [
  hero,
  text,
  product,
  offers,
  samples,
  gifts,
  benefits,
  faq,
  notes,
  cta,
]
