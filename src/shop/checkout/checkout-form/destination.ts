/**
 * Step shopping02: DESTINATION and the DESTINATION_ address.
 */
import { z } from 'zod'

import { choose } from '@/shop/customer/person-fields'
import { DESTINATION_PREFIX, prefixed } from '@/shop/customer/person-address'

import { addIssues, addressShape, prefectureIssues, resolvePrefecture } from './shared'

/** DESTINATION: '0' to the orderer's address, '1' to another address (the DESTINATION_ fields). */
export const DESTINATIONS = { SAME_AS_ORDERER: '0', OTHER: '1' } as const
export const DESTINATION_LABELS = { '0': 'ご注文者様と同じ', '1': '別の住所へお届け' } as const

const destinationAddressSchema = z
  .object(addressShape((f) => `お届け先の${f}`))
  .superRefine((v, c) => addIssues(c, prefectureIssues(v, 'お届け先の都道府県')))
  .transform(resolvePrefecture)

export const destinationSchema = () =>
  z
    .object({
      DESTINATION: z.enum([DESTINATIONS.SAME_AS_ORDERER, DESTINATIONS.OTHER], { error: choose('お届け先') }),
    })
    .loose()
    .transform((v, ctx) => {
      if (v.DESTINATION === DESTINATIONS.SAME_AS_ORDERER) return { DESTINATION: v.DESTINATION, address: null }
      const raw = Object.fromEntries(
        Object.entries(v)
          .filter(([k]) => k.startsWith(DESTINATION_PREFIX))
          .map(([k, value]) => [k.slice(DESTINATION_PREFIX.length), value]),
      )
      const parsed = destinationAddressSchema.safeParse(raw)
      if (!parsed.success) {
        for (const i of parsed.error.issues)
          ctx.addIssue({
            code: 'custom',
            path: i.path.map((p, n) =>
              n === 0 ? `${DESTINATION_PREFIX}${String(p)}` : (p as string | number),
            ),
            message: i.message,
          })
        return z.NEVER
      }
      return { DESTINATION: v.DESTINATION, address: prefixed(DESTINATION_PREFIX, parsed.data) }
    })
