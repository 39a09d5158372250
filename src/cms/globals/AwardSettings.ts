import type { GlobalConfig } from 'payload'

import { checkPeriod } from '@/shop/award/award-rules'

import { isEditorOrMarketer, isStaff } from '../access'

/**
 * The supporters' award vote period (spec §9: configurable, empty by default = no vote; docs/adr/050-award-vote.md).
 * Editors and marketers set it; the shop reads it with overrideAccess.
 */
export const AwardSettings: GlobalConfig = {
  slug: 'award-settings',
  label: 'アワード投票の設定',
  admin: { group: 'コンテンツ' },
  access: { read: isStaff, update: isEditorOrMarketer },
  fields: [
    {
      name: 'year',
      label: '対象の年',
      type: 'number',
      min: 2000,
      max: 2099,
      admin: { description: 'この年のアワード候補（アワード候補 › 年）に投票していただきます。' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'votingStartsAt',
          label: '投票開始日時',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'votingEndsAt',
          label: '投票終了日時',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            checkPeriod({
              year: typeof siblingData.year === 'number' ? siblingData.year : null,
              startsAt: typeof siblingData.votingStartsAt === 'string' ? siblingData.votingStartsAt : null,
              endsAt: typeof value === 'string' ? value : null,
            }),
        },
      ],
    },
  ],
}
