/**
 * Step shopping04: gift wrapping.
 */
import { z } from 'zod'

import { choose } from '@/shop/customer/person-fields'

import { GIFT_PACKAGING, GIFT_WRAPPING_KIND_VALUES, GIFT_WRAPPING_KINDS, WANT_GIFT_WRAPPING } from '../fees'
import { text } from './shared'

export const giftSchema = () =>
  z
    .object({
      WANT_GIFT_WRAPPING: z
        .enum(['0', '1'], { error: choose('ギフト包装の要・不要') })
        .optional()
        .default('0'),
      GIFT_WRAPPING_KIND: z
        .enum(GIFT_WRAPPING_KIND_VALUES, { error: choose('ラッピングの種類') })
        .optional()
        .default('NormalWrapping'),
      GIFT_WRAPPING_KIND_LABEL: text,
      GIFT_PACKAGING: z
        .enum([GIFT_PACKAGING.BULK, GIFT_PACKAGING.INDIVIDUAL], { error: choose('包装方法') })
        .optional()
        .default('1'),
    })
    .transform((v) => {
      const wanted = v.WANT_GIFT_WRAPPING === WANT_GIFT_WRAPPING.NECESSARY
      const kind = wanted ? v.GIFT_WRAPPING_KIND : 'NormalWrapping'
      return {
        WANT_GIFT_WRAPPING: v.WANT_GIFT_WRAPPING,
        GIFT_WRAPPING_KIND: kind,
        GIFT_WRAPPING_KIND_LABEL: wanted ? GIFT_WRAPPING_KINDS[kind].label : '',
        GIFT_PACKAGING: wanted ? v.GIFT_PACKAGING : GIFT_PACKAGING.BULK,
        gift: wanted ? { kind, packaging: v.GIFT_PACKAGING } : null,
      }
    })
