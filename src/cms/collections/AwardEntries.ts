import type { CollectionConfig } from 'payload'

import { AWARD_LABELS, VOTE_AWARDS } from '@/shop/award/award-rules'

import { isEditor } from '../access'

/**
 * The award's candidates (docs/adr/050-award-vote.md): the supporters' posts staff shortlisted for one award of
 * one year. Public (the vote page lists them); editors keep them. A supporter appears by the name they post under.
 */
export const AwardEntries: CollectionConfig = {
  slug: 'award-entries',
  labels: { singular: 'アワード候補', plural: 'アワード候補' },
  graphQL: { singularName: 'AwardEntry', pluralName: 'AwardEntries' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['year', 'award', 'title', 'supporterName', 'order'],
    group: 'コンテンツ',
  },
  defaultSort: 'order',
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'year', label: '年', type: 'number', required: true, index: true, min: 2000, max: 2099 },
        {
          name: 'award',
          label: '賞',
          type: 'select',
          required: true,
          index: true,
          options: VOTE_AWARDS.map((value) => ({ value, label: AWARD_LABELS[value] })),
        },
        { name: 'order', label: '並び順', type: 'number', defaultValue: 100 },
      ],
    },
    { name: 'title', label: '投稿のタイトル', type: 'text', required: true, maxLength: 80 },
    {
      name: 'supporterName',
      label: 'サポーター名（投稿で使っている名前）',
      type: 'text',
      required: true,
      maxLength: 40,
    },
    { name: 'excerpt', label: '投稿の抜粋', type: 'textarea', required: true, maxLength: 400 },
  ],
}
