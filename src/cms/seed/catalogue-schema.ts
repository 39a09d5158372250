/**
 * The shape of the catalogue seed files in content/catalogue/, checked with zod so that a typo in a content
 * file fails the seed with the file and field named instead of a half-written catalogue.
 */
import { z } from 'zod'

import {
  BRAND_GROUPS,
  BRAND_KINDS,
  BRAND_TABS,
  GENDER_DIVS,
  KATAKANA_PATTERN,
  MY_PERFECTION_SECTIONS,
  PRODUCT_CATEGORIES,
  PRODUCT_CLASSES,
  PRODUCT_CODE_PATTERN,
  REGULAR_CYCLES,
  SALE_STATUSES,
  TAX_CLASSES,
} from '@/shop/catalogue/codes'

const code = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lowercase code (a-z, 0-9, -)')
const text = z.string().trim().min(1)
const yen = z.number().int().nonnegative()

const brandTabSchema = z.object({
  key: z.enum(BRAND_TABS),
  title: text,
  lead: text.optional(),
  body: text,
  sections: z.array(z.object({ key: text, title: text, body: text })).optional(),
})

export const brandSchema = z
  .object({
    code,
    kind: z.enum(BRAND_KINDS),
    groupKey: z.enum(BRAND_GROUPS),
    name: text,
    nameKana: z.string().regex(KATAKANA_PATTERN, 'full-width katakana'),
    tagline: text,
    summary: text.max(200),
    story: text,
    color: z.string().regex(/^#[0-9a-f]{6}$/i, '#RRGGBB'),
    order: z.number().int(),
    tabs: z.array(brandTabSchema).default([]),
  })
  .superRefine((b, ctx) => {
    b.tabs.forEach((t, i) => {
      if (t.key !== 'myperfection') return
      const keys = (t.sections ?? []).map((s) => s.key)
      if (keys.join() !== MY_PERFECTION_SECTIONS.join())
        ctx.addIssue({
          code: 'custom',
          path: ['tabs', i, 'sections'],
          message: `myperfection needs exactly the sections ${MY_PERFECTION_SECTIONS.join(', ')}`,
        })
    })
  })
export type BrandSeed = z.infer<typeof brandSchema>

export const taxonomySchema = z.object({
  code,
  name: text,
  category: z.enum(PRODUCT_CATEGORIES),
  order: z.number().int(),
})
export type TaxonomySeed = z.infer<typeof taxonomySchema>

/** How the generated product image looks; seed-only, not a product field. */
export const IMAGE_SHAPES = ['bottle', 'jar', 'tube', 'pump', 'box', 'pouch', 'stick'] as const
export type ImageShape = (typeof IMAGE_SHAPES)[number]

export const productSchema = z
  .object({
    productCode: z.string().regex(PRODUCT_CODE_PATTERN, 'lowercase slug of 2–40 characters'),
    category: z.enum(PRODUCT_CATEGORIES),
    name: text,
    nameKana: z.string().regex(KATAKANA_PATTERN, 'full-width katakana only'),
    catchCopy: text,
    summary: text.max(160),
    description: text,
    contents: text,
    usage: text,
    materials: text,
    notes: text,
    quasiDrug: z.boolean().default(false),
    foodLabel: z.enum(['none', 'ffc', 'fnfc']).default('none'),
    notificationNumber: text.optional(),
    functionalClaim: text.optional(),
    searchTerms: text.optional(),
    brand: code.nullable().default(null),
    taxClass: z.enum(TAX_CLASSES),
    price: yen,
    regularPrice: yen.optional(),
    regularCycles: z.array(z.enum(REGULAR_CYCLES)).default([]),
    purposes: z.array(code).default([]),
    ingredients: z.array(code).default([]),
    productClass: z.enum(PRODUCT_CLASSES),
    recommendOrder: z.number().int(),
    popularity: z.number().int().nonnegative(),
    releasedAt: z.iso.date(),
    saleStatus: z.enum(SALE_STATUSES),
    isSpecialProduct: z.boolean().default(false),
    mainProductFor: z
      .array(
        z.object({
          genderDiv: z.enum(GENDER_DIVS),
          ageFrom: z.number().int().min(0).max(120),
          ageTo: z.number().int().min(0).max(120),
        }),
      )
      .default([]),
    stock: z.number().int().nonnegative(),
    image: z.object({
      shape: z.enum(IMAGE_SHAPES),
      color: z
        .string()
        .regex(/^#[0-9a-f]{6}$/i)
        .optional(),
    }),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    // Japanese tax rules: supplements are foods (8 %), everything else standard (10 %).
    if (p.taxClass !== (p.category === 'supplement' ? 'food' : 'standard'))
      issue(
        'taxClass',
        `a ${p.category} product must use the ${p.category === 'supplement' ? 'food' : 'standard'} tax class`,
      )
    if ((p.regularPrice === undefined) !== (p.regularCycles.length === 0))
      issue('regularPrice', 'regular delivery needs both regularPrice and regularCycles (or neither)')
    if (p.regularPrice !== undefined && p.regularPrice >= p.price)
      issue('regularPrice', 'the regular-delivery price must be lower than the one-time price')
    if (p.foodLabel === 'ffc' && !(p.notificationNumber && p.functionalClaim))
      issue('notificationNumber', '機能性表示食品 needs a notification number and a functional claim')
    if (p.foodLabel !== 'none' && p.category !== 'supplement')
      issue('foodLabel', 'food labels are for supplements')
  })
export type ProductSeed = z.infer<typeof productSchema>

/** `file: path.to.field: message` for every problem, so the editor of the content file knows where to look. */
export function parseSeedFile<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const problems = result.error.issues.map((i) => `  ${file}: ${i.path.join('.') || '(root)'}: ${i.message}`)
  throw new Error(`Invalid seed content:\n${problems.join('\n')}`)
}
