import {
  DEFAULT_INVOICE_REGISTRATION_NUMBER,
  INVOICE_REGISTRATION_NUMBER_PATTERN,
} from '@/shop/site/invoice-number'
import { CHAT_URL_PATTERN, DEFAULT_CHAT_URL, OPERATION_TEL_PATTERN } from '@/shop/site/chat-contact'
import type { GlobalConfig } from 'payload'

import { isEditor } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** Shop-wide facts shown in the chrome: the footer's brand-group toll-free numbers. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'サイト設定',
  admin: { group: 'サイト設定' },
  access: { read: () => true, update: isEditor },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'brandGroups',
      label: 'ブランドグループ別フリーダイヤル',
      type: 'array',
      fields: [
        { name: 'key', label: 'キー', type: 'text', required: true },
        { name: 'name', label: '名称', type: 'text', required: true },
        { name: 'tollFree', label: 'フリーダイヤル', type: 'text', required: true },
        { name: 'hours', label: '受付時間', type: 'text' },
      ],
    },
    {
      name: 'kankeisha',
      label: '関係者向け表示',
      type: 'group',
      fields: [
        {
          name: 'bannerHiddenPaths',
          label: '「最大25%OFF」バナーを出さないページ',
          type: 'array',
          admin: {
            description:
              '関係者割引の対象外となるキャンペーンページのパス（例: /campaign/shopping/?promotionId=winter2026）。このパスで始まるページでは表示しません。? 以降を書くと、そのパラメータを含むページだけが対象です。',
          },
          fields: [{ name: 'path', label: 'パス', type: 'text', required: true }],
        },
        {
          name: 'receptionHoursOnlineShop',
          label: '受付時間（オンラインショップのお問い合わせ）',
          type: 'text',
          defaultValue: '11:00～20:00',
        },
        {
          name: 'receptionHoursOther',
          label: '受付時間（オンラインショップ以外）',
          type: 'text',
          defaultValue: '9:00～18:00',
        },
      ],
    },
    {
      name: 'chatUrl',
      label: 'チャット相談のURL',
      type: 'text',
      defaultValue: DEFAULT_CHAT_URL,
      admin: {
        description:
          'フッターとマイページの「チャットを開く」のリンク先。QRコードはこのURLから自動で作られます。https:// で始まるURL。',
      },
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && CHAT_URL_PATTERN.test(value))
          ? true
          : 'https:// で始まるURLを入力してください。',
    },
    {
      name: 'operationSupportTel',
      label: 'オンラインショップの操作に関するお問い合わせの電話番号',
      type: 'text',
      admin: {
        description:
          'フッターの「オンラインショップの操作に関するお問い合わせ」の下に表示されます。例: 0120-000-000',
      },
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && OPERATION_TEL_PATTERN.test(value))
          ? true
          : '電話番号（10〜11桁、ハイフン可）を入力してください。',
    },
    {
      name: 'invoiceRegistrationNumber',
      label: '適格請求書発行事業者の登録番号',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_INVOICE_REGISTRATION_NUMBER,
      admin: { description: 'T と13桁の数字。領収書・ご注文確認メールに記載されます。' },
      validate: (value: unknown) =>
        typeof value === 'string' && INVOICE_REGISTRATION_NUMBER_PATTERN.test(value)
          ? true
          : 'T と13桁の数字で入力してください。',
    },
  ],
}
