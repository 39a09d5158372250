import type { GlobalConfig } from 'payload'

import { DEFAULT_STAGE_TABLE, MAX_STAGE, parseStageTable, STAGE_WINDOW_MONTHS } from '@/shop/club/stage-rules'
import { stageLabel } from '@/shop/customer/stage'

import { isAdmin, isStaff } from '../access'

/**
 * The points club's stage table (docs/adr/049-club-stages-and-point-expiry.md): each stage's threshold, point rate
 * and benefits. Admins change it; the shop reads it with overrideAccess and falls back to the default table should
 * a stored one not pass `parseStageTable` (it cannot be saved that way). The next stage run applies new thresholds;
 * a new rate applies to orders placed from then on. The club pages render per request, so nothing is cached.
 */
export const ClubSettings: GlobalConfig = {
  slug: 'club-settings',
  label: 'クラブのステージ',
  admin: { group: 'サイト設定' },
  access: { read: isStaff, update: isAdmin },
  fields: [
    {
      name: 'stages',
      label: 'ステージ',
      labels: { singular: 'ステージ', plural: 'ステージ' },
      type: 'array',
      minRows: MAX_STAGE,
      maxRows: MAX_STAGE,
      defaultValue: DEFAULT_STAGE_TABLE.map((row) => ({ ...row })),
      admin: {
        description: `過去${STAGE_WINDOW_MONTHS}か月のお買い上げ金額（商品代金・税込、発送済みのご注文）でステージが決まります。1〜7は「N星」、8は「VIP」と表示します。ステージの判定は毎日行います。`,
      },
      validate: (value: unknown) => {
        const check = parseStageTable(
          Array.isArray(value)
            ? value.map((row) => {
                const r = (row ?? {}) as Record<string, unknown>
                return {
                  stage: r.stage,
                  thresholdYen: r.thresholdYen,
                  earnRatePercent: r.earnRatePercent,
                  benefits: typeof r.benefits === 'string' ? r.benefits : '',
                }
              })
            : value,
        )
        return check.ok ? true : check.message
      },
      fields: [
        {
          name: 'stage',
          label: 'ステージ番号',
          type: 'number',
          required: true,
          min: 1,
          max: MAX_STAGE,
          admin: {
            description: `1〜${MAX_STAGE}（${[1, MAX_STAGE].map((s) => stageLabel(s)).join('〜')}）`,
          },
        },
        { name: 'thresholdYen', label: '基準金額（円・税込）', type: 'number', required: true, min: 1 },
        {
          name: 'earnRatePercent',
          label: 'ポイント率（税抜100円あたりのポイント）',
          type: 'number',
          required: true,
          min: 1,
          max: 20,
        },
        {
          name: 'benefits',
          label: '特典（1行に1つ）',
          type: 'textarea',
          required: true,
        },
      ],
    },
  ],
}
