/**
 * The A/B variant a campaign showed the customer, recorded with an order or a sample application while the mode is
 * RANDOM (src/shop/campaigns/ab-test.ts `recordedVariant`); the campaign dashboard counts each variant's conversions
 * by it (docs/adr/065). Labels from the A/B rule.
 */
import type { SelectField } from 'payload'

import { VARIANT_LABELS, VARIANTS } from '@/shop/campaigns/ab-test'

export function abVariantField(): SelectField {
  return {
    name: 'abVariant',
    label: 'A/Bテストの版',
    type: 'select',
    options: VARIANTS.map((value) => ({ label: VARIANT_LABELS[value], value })),
    admin: {
      readOnly: true,
      description: 'キャンペーンの A/B テスト（RANDOM）でお客さまに表示した版。固定モードでは記録しません。',
    },
  }
}
