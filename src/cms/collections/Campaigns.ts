import type { CollectionConfig } from 'payload'

import {
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_KINDS,
  isPromotionId,
  isYearlyKind,
  YEAR_PATTERN,
} from '@/shop/campaigns/campaign-kinds'
import { isSampleCode } from '@/shop/campaigns/apply/sample-code'
import { isLinkKey } from '@/shop/campaigns/campaign-link-keys'
import { periodError } from '@/shop/campaigns/campaign-period'

import { isEditorOrMarketer, staffOrStartedCampaign } from '../access'
import { scheduleCampaignBoundaries } from '../hooks/campaign-boundaries'
import { editorialHooks, editorialVersions, publishedReadAccess } from '../publishing'
import { campaignPreviewUrl, livePreviewUrl } from '../preview'
import { LANDING_BLOCKS } from './campaign-blocks'

/** Japan's way of writing a date and time, typed or picked (24-hour clock, every 15 minutes in the list). */
const DATE_TIME_FIELD = {
  pickerAppearance: 'dayAndTime',
  displayFormat: 'yyyy/MM/dd HH:mm',
  timeFormat: 'HH:mm',
  timeIntervals: 15,
} as const

/**
 * Campaigns (docs/adr/045-campaigns.md): marketers build, preview and schedule them. The public sees a published
 * campaign from its start; from its end every URL of it leads to the end page.
 */
export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  labels: { singular: 'キャンペーン', plural: 'キャンペーン' },
  graphQL: { singularName: 'Campaign', pluralName: 'Campaigns' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'promotionId', 'startsAt', 'endsAt', '_status'],
    group: 'キャンペーン',
    // The editor's side-by-side preview (desktop and 375 px) shows the draft as at its start; the preview button
    // opens the dated preview, where a day in the period and the A/B variant are chosen.
    livePreview: {
      url: livePreviewUrl('campaigns'),
      breakpoints: [
        { label: 'スマートフォン（375px）', name: 'mobile', width: 375, height: 667 },
        { label: 'デスクトップ（1280px）', name: 'desktop', width: 1280, height: 800 },
      ],
    },
    preview: (doc) => campaignPreviewUrl(doc),
  },
  defaultSort: '-startsAt',
  access: {
    ...publishedReadAccess,
    read: staffOrStartedCampaign,
    create: isEditorOrMarketer,
    update: isEditorOrMarketer,
    delete: isEditorOrMarketer,
  },
  versions: editorialVersions,
  hooks: {
    ...editorialHooks,
    afterChange: [...(editorialHooks?.afterChange ?? []), scheduleCampaignBoundaries],
  },
  fields: [
    { name: 'title', label: 'キャンペーン名', type: 'text', required: true },
    {
      name: 'kind',
      label: '種類',
      type: 'select',
      required: true,
      defaultValue: 'shopping',
      options: CAMPAIGN_KINDS.map((value) => ({ value, label: CAMPAIGN_KIND_LABELS[value] })),
    },
    {
      name: 'promotionId',
      label: 'プロモーションID',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'URL の promotionId です。半角英数字・-・_（40文字まで）。例: winter2026' },
      validate: (value: unknown) =>
        isPromotionId(value) ? true : 'プロモーションIDは半角英数字・-・_ の40文字以内で入力してください',
    },
    {
      name: 'year',
      label: '年',
      type: 'number',
      admin: {
        description: 'お誕生日・継続感謝プレゼントの年（URL の /campaign/birthday/2026/ の部分）。',
        condition: (data) => isYearlyKind(data?.kind),
      },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        !isYearlyKind(siblingData.kind as never) || YEAR_PATTERN.test(String(value ?? ''))
          ? true
          : '年を西暦4桁で入力してください',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          label: '開始日時',
          type: 'date',
          required: true,
          index: true,
          admin: { date: DATE_TIME_FIELD },
        },
        {
          name: 'endsAt',
          label: '終了日時',
          type: 'date',
          required: true,
          admin: { date: DATE_TIME_FIELD },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            value ? (periodError(siblingData.startsAt, value) ?? true) : '終了日時を入力してください',
        },
      ],
    },
    {
      name: 'samples',
      label: 'サンプル',
      labels: { singular: 'サンプル', plural: 'サンプル' },
      type: 'array',
      admin: {
        condition: (data) => data?.kind === 'apply',
        description:
          'お申し込みいただけるサンプルです。お申し込みはお一人様1商品につき1回まで。サンプルの数は「在庫」の在庫コードの行で管理します（0になると受付を締め切ります）。',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData.kind !== 'apply' || (Array.isArray(value) && value.length > 0)
          ? true
          : 'サンプルを1つ以上登録してください',
      fields: [
        {
          name: 'product',
          label: '商品',
          type: 'relationship',
          relationTo: 'products',
          required: true,
          admin: { description: 'サンプルの元になる商品（URL の productCode になります）。' },
        },
        {
          name: 'sampleName',
          label: 'サンプル名',
          type: 'text',
          required: true,
          admin: { description: '例: セサミンEX お試し7日分（28粒）' },
        },
        {
          name: 'sampleCode',
          label: '在庫コード',
          type: 'text',
          required: true,
          admin: {
            description:
              'sample- で始まる半角英小文字・数字・ハイフン（例: sample-sesamin-7d）。「在庫」に同じコードの行を作り、サンプルの数を入れてください。',
          },
          validate: (value: unknown) =>
            isSampleCode(value)
              ? true
              : '在庫コードは sample- で始まる半角英小文字・数字・ハイフンの40文字以内で入力してください',
        },
      ],
    },
    {
      name: 'offers',
      label: '特別価格の商品',
      labels: { singular: '特別価格の商品', plural: '特別価格の商品' },
      type: 'array',
      admin: {
        condition: (data) => data?.kind === 'shopping',
        description:
          'このキャンペーンのページからだけ特別価格で購入できる商品です。価格は税抜で入力します（表示は税込）。ブラウザから送られた価格は使いません。',
      },
      fields: [
        { name: 'product', label: '商品', type: 'relationship', relationTo: 'products', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'purchase',
              label: '購入方法',
              type: 'select',
              required: true,
              defaultValue: '0',
              options: [
                { label: '通常購入', value: '0' },
                { label: '定期お届け（毎月）', value: '1' },
                { label: '定期お届け（2か月ごと）', value: '2' },
                { label: '定期お届け（3か月ごと）', value: '3' },
              ],
            },
            {
              name: 'campaignPrice',
              label: '特別価格（税抜・円）',
              type: 'number',
              required: true,
              min: 0,
              validate: (value: unknown) =>
                Number.isInteger(value) && (value as number) >= 0
                  ? true
                  : '特別価格は0以上の整数（円）で入力してください',
            },
            {
              name: 'maxQuantity',
              label: 'お一人様の上限数',
              type: 'number',
              required: true,
              defaultValue: 3,
              min: 1,
              max: 20,
            },
          ],
        },
      ],
    },
    {
      name: 'linkKeys',
      label: '受け付けるリンクキー',
      labels: { singular: 'リンクキー', plural: 'リンクキー' },
      type: 'array',
      admin: {
        condition: (data) => data?.kind === 'shopping' || data?.kind === 'apply',
        description:
          '空ならどなたでもご注文・お申し込みいただけます。入れると、そのリンクキー付きの URL（メールや広告の ?key=…）から来たお客さまだけが特別価格でのご注文・サンプルのお申し込みをできます。',
      },
      fields: [
        {
          name: 'key',
          label: 'リンクキー',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            isLinkKey(value) ? true : 'リンクキーは半角英数字・-・_ の64文字以内で入力してください',
        },
      ],
    },
    {
      name: 'allowKankeisha',
      label: '関係者も特別価格の対象にする',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        condition: (data) => data?.kind === 'shopping',
        description:
          '関係者（グループ社員・パートナー）には、ここにチェックしたキャンペーンだけ特別価格を適用します。',
      },
    },
    {
      name: 'gifts',
      label: 'プレゼント',
      labels: { singular: 'プレゼント', plural: 'プレゼント' },
      type: 'array',
      admin: {
        condition: (data) => isYearlyKind(data?.kind),
        description:
          '会員様が1つ選べるプレゼントです（1年に1回）。選ばれた数の順位（1〜5位）が王冠で表示されます。定期コースのある方には次回のお届けに同梱します。',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
        if (!isYearlyKind(siblingData.kind as never)) return true
        const codes = Array.isArray(value) ? value.map((g) => (g as { giftCode?: unknown }).giftCode) : []
        if (!codes.length) return 'プレゼントを1つ以上登録してください'
        return new Set(codes).size === codes.length ? true : 'プレゼントコードが重複しています'
      },
      fields: [
        {
          name: 'giftCode',
          label: 'プレゼントコード',
          type: 'text',
          required: true,
          admin: {
            description: '半角英小文字・数字・ハイフン（例: herbtea-set）。公開後は変えないでください。',
          },
          validate: (value: unknown) =>
            typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,39}$/.test(value)
              ? true
              : 'プレゼントコードは半角英小文字・数字・ハイフンの40文字以内で入力してください',
        },
        { name: 'name', label: 'プレゼント名', type: 'text', required: true },
        { name: 'description', label: '説明', type: 'textarea' },
        { name: 'image', label: '画像', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'continuationYears',
      label: '対象となる継続年数',
      type: 'number',
      defaultValue: 1,
      min: 1,
      max: 30,
      admin: {
        condition: (data) => data?.kind === 'continuation',
        description: '定期お届けをこの年数以上続けている会員様が対象です。',
      },
    },
    { name: 'description', label: '説明（検索結果用）', type: 'textarea', maxLength: 160 },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'ランディングページ',
          fields: [
            {
              name: 'landing',
              label: 'ブロック',
              labels: { singular: 'ブロック', plural: 'ブロック' },
              type: 'blocks',
              blocks: LANDING_BLOCKS,
              minRows: 1,
            },
          ],
        },
        {
          label: 'テスト版（A/Bテスト）',
          description:
            'テスト版のブロックを置くと、キャンペーン設定の A/B テストのモードに従って通常版と出し分けます。空なら通常版だけを表示します。',
          fields: [
            {
              name: 'testLanding',
              label: 'テスト版のブロック',
              labels: { singular: 'テスト版のブロック', plural: 'テスト版のブロック' },
              type: 'blocks',
              blocks: LANDING_BLOCKS,
            },
          ],
        },
      ],
    },
  ],
}
