/**
 * The sections of the form, their schemas by name, and the field-error map.
 */
import type { z } from 'zod'

import { addField, fieldMap, type FieldMap } from '@/lib/api/field-map'

import { agreementSchema } from './agreement'
import type { CheckoutContext } from './context'
import { deliverySchema } from './delivery'
import { destinationSchema } from './destination'
import { giftSchema } from './gift'
import { mailMagazineSchema } from './mail-magazine'
import { ordererStepSchema } from './orderer'
import { paymentSchema } from './payment'
import { pointsSchema } from './points'

export const CHECKOUT_SECTIONS = [
  'orderer',
  'agreement',
  'destination',
  'delivery',
  'gift',
  'payment',
  'points',
  'mailMagazine',
] as const
export type CheckoutSection = (typeof CHECKOUT_SECTIONS)[number]

export type SectionContext = CheckoutContext & { registering?: boolean }

export function sectionSchema(section: CheckoutSection, ctx: SectionContext): z.ZodType {
  switch (section) {
    case 'orderer':
      return ordererStepSchema(ctx)
    case 'agreement':
      return agreementSchema(ctx)
    case 'destination':
      return destinationSchema()
    case 'delivery':
      return deliverySchema(ctx)
    case 'gift':
      return giftSchema()
    case 'payment':
      return paymentSchema(ctx)
    case 'points':
      return pointsSchema(ctx)
    case 'mailMagazine':
      return mailMagazineSchema()
  }
}

/** One Japanese message per field (the first), keyed by the spec's field name (a prototype-free map, ADR 024). */
export function fieldErrors(error: z.ZodError): FieldMap {
  const out = fieldMap()
  for (const issue of error.issues)
    addField(out, issue.path.length > 0 ? issue.path.map(String).join('.') : '_form', issue.message)
  return out
}

export type SectionResult =
  { success: true; data: unknown } | { success: false; errors: Record<string, string> }

export function validateSection(
  section: CheckoutSection,
  values: unknown,
  ctx: SectionContext,
): SectionResult {
  const result = sectionSchema(section, ctx).safeParse(values)
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors(result.error) }
}
