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
  ],
}
