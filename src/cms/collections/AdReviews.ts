import type { CollectionConfig } from 'payload'

import { REVIEW_ACTION_LABELS, REVIEW_ACTIONS } from '@/shop/publish-review/review-gate'

import { isContentStaff, nobody } from '../access'
import { REVIEWED_COLLECTION_LABELS, REVIEWED_COLLECTIONS } from '../ad-review/reviewed-collections'

/**
 * Every review request, approval, sending back and refused publish of a document's copy (issue 27 §3,
 * docs/adr/063-approval-before-publishing.md): who, when, which text (its fingerprint), which findings and the
 * written reason. Written only by src/shop/publish-review/review-service.ts; nobody edits or deletes the record.
 */
export const AdReviews: CollectionConfig = {
  slug: 'ad-reviews',
  labels: { singular: '表現レビューの記録', plural: '表現レビューの記録' },
  graphQL: { singularName: 'AdReview', pluralName: 'AdReviews' },
  admin: {
    useAsTitle: 'targetTitle',
    defaultColumns: ['targetTitle', 'targetCollection', 'action', 'by', 'createdAt'],
    group: '広告表現チェック',
    description: 'レビュー依頼・承認・差し戻し・公開の拒否の記録です（変更・削除はできません）。',
  },
  defaultSort: '-createdAt',
  access: { read: isContentStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'targetCollection',
          label: '種類',
          type: 'select',
          required: true,
          index: true,
          options: REVIEWED_COLLECTIONS.map((value) => ({ value, label: REVIEWED_COLLECTION_LABELS[value] })),
        },
        { name: 'targetId', label: 'ドキュメントID', type: 'text', required: true, index: true },
      ],
    },
    { name: 'targetTitle', label: '対象', type: 'text', required: true },
    {
      name: 'action',
      label: '内容',
      type: 'select',
      required: true,
      options: REVIEW_ACTIONS.map((value) => ({ value, label: REVIEW_ACTION_LABELS[value] })),
    },
    { name: 'reason', label: '理由・コメント', type: 'textarea' },
    { name: 'by', label: '担当者', type: 'relationship', relationTo: 'users' },
    {
      name: 'findings',
      label: '指摘',
      type: 'json',
      admin: { description: 'この記録の時点の指摘（ルール・重要度・箇所・表現）。' },
    },
    { name: 'findingKeys', label: '指摘の識別子', type: 'json', admin: { hidden: true } },
    {
      name: 'fingerprint',
      label: '文面の指紋',
      type: 'text',
      required: true,
      index: true,
      admin: {
        description: '承認はこの文面にだけ有効です。文面が変わると指紋が変わり、再レビューが必要になります。',
      },
    },
  ],
}
