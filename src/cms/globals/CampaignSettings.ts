import type { GlobalConfig } from 'payload'

import { AB_TEST_MODE_LABELS, AB_TEST_MODES, DEFAULT_AB_TEST_MODE } from '@/shop/campaigns/ab-test'

import { isEditorOrMarketer } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** Campaign-wide settings marketers run themselves (spec §9 A/B mode; docs/adr/045-campaigns.md). */
export const CampaignSettings: GlobalConfig = {
  slug: 'campaign-settings',
  label: 'キャンペーン設定',
  admin: { group: 'キャンペーン' },
  access: { read: () => true, update: isEditorOrMarketer },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'abTestMode',
      label: 'A/B テストのモード',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_AB_TEST_MODE,
      options: AB_TEST_MODES.map((value) => ({ value, label: AB_TEST_MODE_LABELS[value] })),
      admin: {
        description:
          'テスト版のあるキャンペーンにだけ効きます。RANDOM では訪問者ごとに一度だけ振り分け、その方には次回以降も同じ版を表示します。',
      },
    },
  ],
}
