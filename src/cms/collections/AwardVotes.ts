import type { CollectionConfig } from 'payload'

import { AWARD_LABELS, VOTE_AWARDS } from '@/shop/award/award-rules'

import { isAdmin, isSupport, nobody } from '../access'

const readOnly = { readOnly: true } as const

/**
 * Members' award votes (docs/adr/050-award-vote.md): one per member, award and period (a unique ballot key).
 * Written only by src/shop/award/award-vote-service.ts; support reads them, an admin may remove one.
 */
export const AwardVotes: CollectionConfig = {
  slug: 'award-votes',
  labels: { singular: 'アワード投票', plural: 'アワード投票' },
  graphQL: { singularName: 'AwardVote', pluralName: 'AwardVotes' },
  admin: { defaultColumns: ['year', 'award', 'entry', 'createdAt'], group: 'コンテンツ' },
  defaultSort: '-createdAt',
  access: { read: isSupport, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'ballotKey', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'periodKey', label: '投票期間', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'year', label: '年', type: 'number', required: true, admin: readOnly },
    {
      name: 'award',
      label: '賞',
      type: 'select',
      required: true,
      options: VOTE_AWARDS.map((value) => ({ value, label: AWARD_LABELS[value] })),
      admin: readOnly,
    },
    {
      name: 'entry',
      label: '投票した候補',
      type: 'relationship',
      relationTo: 'award-entries',
      required: true,
      index: true,
      admin: readOnly,
    },
    {
      name: 'customer',
      label: '会員',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      admin: readOnly,
    },
  ],
}
