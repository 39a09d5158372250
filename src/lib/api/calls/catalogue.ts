/**
 * Catalogue calls of the shop API (spec §7): product list and detail page data, search page data, product
 * summaries by code and main products (spec §3).
 */
import { z } from 'zod'

import {
  PRODUCT_CATEGORIES,
  PRODUCT_CLASSES,
  PRODUCT_CODE_PATTERN,
  REGULAR_CYCLES,
  SALE_STATUSES,
  SORT_CLASSIFICATIONS,
} from '@/shop/catalogue/codes'
import { MAX_FILTER_CODES, TAXONOMY_CODE_PATTERN } from '@/shop/catalogue/list-query'
import { SALE_STATES } from '@/shop/catalogue/sale-state'
import { keywordSchema } from '@/shop/catalogue/search-keyword-schema'

import { commaItems, enumCommaList } from '../comma-list'
import { defineCall } from '../define-call'

/** A comma list (or repeated parameter) of codes of the given shape. */
const codeList = (pattern: RegExp, label: string) =>
  commaItems().pipe(
    z
      .array(z.string().regex(pattern, `${label}の値が正しくありません`))
      .max(MAX_FILTER_CODES, `${label}は${MAX_FILTER_CODES}件までで指定してください`),
  )

/** Required: a missing value must reach the spec §8 wording, which needs a string-typed first check. */
const requiredEnum = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.string({ error: message }).pipe(z.enum(values, { error: message }))

const productCategory = requiredEnum(
  PRODUCT_CATEGORIES,
  'カテゴリは supplement または beautycare を指定してください',
)
const productCode = z
  .string({ error: '商品コードを指定してください' })
  .regex(PRODUCT_CODE_PATTERN, '商品コードの形式が正しくありません')

const codeLabel = z.object({ code: z.string(), label: z.string() })
const price = z.object({
  excludingTax: z.number().int(),
  includingTax: z.number().int(),
  taxRate: z.union([z.literal(8), z.literal(10)]),
})
const brandRef = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  /** The brand's inquiry-line group (the footer's brand-group toll-free numbers). */
  groupKey: z.string(),
  href: z.string(),
})

export const productSummarySchema = z.object({
  productCode: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  name: z.string(),
  nameKana: z.string(),
  catchCopy: z.string().nullable(),
  summary: z.string().nullable(),
  href: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  /** Tax-excluded (stored) and tax-included (shown) price of one item. */
  price,
  regular: z.object({ price, cycles: z.array(z.enum(REGULAR_CYCLES)) }).nullable(),
  saleStatus: z.enum(SALE_STATUSES),
  saleState: z.enum(SALE_STATES),
  productClass: z.enum(PRODUCT_CLASSES),
  brand: brandRef.nullable(),
  purposeCodes: z.array(z.string()),
  ingredientCodes: z.array(z.string()),
  recommendOrder: z.number(),
  popularity: z.number(),
  releasedAt: z.string(),
})

export const productDetailSchema = productSummarySchema.extend({
  description: z.string().nullable(),
  contents: z.string().nullable(),
  usage: z.string().nullable(),
  materials: z.string().nullable(),
  notes: z.string().nullable(),
  foodLabel: z.enum(['none', 'ffc', 'fnfc']),
  notificationNumber: z.string().nullable(),
  functionalClaim: z.string().nullable(),
  images: z.array(
    z.object({
      url: z.string(),
      alt: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
    }),
  ),
  purposes: z.array(codeLabel),
  ingredients: z.array(codeLabel),
  isSpecialProduct: z.boolean(),
})

export const productListCall = defineCall({
  method: 'GET',
  path: 'pages/products',
  operationId: 'getPagesProducts',
  summary: '商品一覧（目的・成分・商品区分で絞り込み、並べ替え、キーワード）と絞り込みの選択肢',
  tags: ['pages', 'catalogue'],
  query: z.object({
    category: productCategory,
    'purpose-codes': codeList(TAXONOMY_CODE_PATTERN, '目的'),
    'ingredient-codes': codeList(TAXONOMY_CODE_PATTERN, '成分'),
    'product-class-code': enumCommaList(PRODUCT_CLASSES, '商品区分'),
    'sort-classification-code': z
      .enum(SORT_CLASSIFICATIONS, { error: '並び順は 1〜5 で指定してください' })
      .optional()
      .default('1'),
    'search-key': keywordSchema.optional(),
  }),
  response: z.object({
    category: z.enum(PRODUCT_CATEGORIES),
    categoryLabel: z.string(),
    items: z.array(productSummarySchema),
    totalDocs: z.number().int(),
    filters: z.object({
      purposes: z.array(codeLabel),
      ingredients: z.array(codeLabel),
      productClasses: z.array(codeLabel),
      sorts: z.array(codeLabel),
    }),
    applied: z.object({
      purposeCodes: z.array(z.string()),
      ingredientCodes: z.array(z.string()),
      productClassCodes: z.array(z.string()),
      sortClassificationCode: z.string(),
      searchKey: z.string().nullable(),
    }),
  }),
})

const inquiryPhone = z.object({
  kind: z.enum(['related-party', 'special-product', 'brand', 'general']),
  label: z.string(),
  number: z.string(),
  hours: z.string().nullable(),
})

export const productDetailCall = defineCall({
  method: 'GET',
  path: 'pages/products/{productCategory}/{productCode}',
  operationId: 'getPagesProductDetail',
  summary: '商品詳細ページの表示内容（リンクキーを記録）',
  tags: ['pages', 'catalogue'],
  errors: [404],
  params: z.object({ productCategory: productCategory, productCode }),
  query: z.object({
    'link-key': z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'リンクキーの形式が正しくありません')
      .optional(),
  }),
  response: z.object({
    product: productDetailSchema,
    inquiryPhone,
    /** Other products of the same brand (beauty care), for the brand menu. */
    brandLineup: z.array(productSummarySchema),
    /** The campaigns open now that sell this product at their price or give its sample. */
    campaigns: z.array(z.object({ title: z.string(), href: z.string(), note: z.string() })),
  }),
})

export const searchPageCall = defineCall({
  method: 'GET',
  path: 'pages/search',
  operationId: 'getPagesSearch',
  summary: 'キーワード検索（商品・よくあるご質問）',
  tags: ['pages', 'catalogue'],
  query: z.object({
    keyword: keywordSchema.optional().default(''),
    'faq-page': z.coerce
      .number({ error: 'よくあるご質問のページ番号は数字で指定してください' })
      .int('よくあるご質問のページ番号は整数で指定してください')
      .min(1, 'よくあるご質問のページ番号は1以上で指定してください')
      .max(1000, 'よくあるご質問のページ番号は1000以下で指定してください')
      .optional()
      .default(1),
    'all-result-page': z.coerce
      .number({ error: '検索結果のページ番号は数字で指定してください' })
      .int('検索結果のページ番号は整数で指定してください')
      .min(1, '検索結果のページ番号は1以上で指定してください')
      .max(1000, '検索結果のページ番号は1000以下で指定してください')
      .optional(),
  }),
  response: z.object({
    keyword: z.string(),
    suggestedKeywords: z.array(z.string()),
    products: z.object({
      items: z.array(productSummarySchema),
      totalDocs: z.number().int(),
      page: z.number().int(),
      totalPages: z.number().int(),
      allResults: z.boolean(),
    }),
    faqs: z.object({
      items: z.array(
        z.object({
          id: z.number(),
          question: z.string(),
          /** Markdown, as the FAQ page renders it. */
          answer: z.string(),
          /** The answer as plain text for a result list (120 characters at most). */
          snippet: z.string(),
          href: z.string(),
        }),
      ),
      totalDocs: z.number().int(),
      page: z.number().int(),
      totalPages: z.number().int(),
    }),
  }),
})

export const productsByCodesCall = defineCall({
  method: 'POST',
  path: 'products',
  operationId: 'postProducts',
  summary: '商品コードの一覧から商品の概要を返す（指定順、存在しないコードは省略）',
  tags: ['catalogue'],
  body: z.object({
    productCodes: z
      .array(productCode, { error: '商品コード（productCodes）は配列で指定してください' })
      .min(1, '商品コードを1件以上指定してください')
      .max(50, '商品コードは50件までで指定してください'),
  }),
  response: z.object({ products: z.array(productSummarySchema) }),
})

const mainProductEntry = z.object({
  mainProductName: z.string(),
  mainProductCode: z.string(),
  imageUrl: z.string().nullable(),
  href: z.string(),
})

export const mainProductsCall = defineCall({
  method: 'GET',
  path: 'main-products',
  operationId: 'getMainProducts',
  summary: '性別・年齢に合わせたおすすめ商品（サプリメント・ビューティーケア）',
  tags: ['catalogue'],
  query: z.object({
    genderDiv: requiredEnum(['1', '2'], '性別区分（genderDiv）は 1 または 2 を指定してください'),
    age: z.coerce
      .number({ error: '年齢（age）は数字で指定してください' })
      .int('年齢（age）は整数で指定してください')
      .min(0, '年齢（age）は0以上で指定してください')
      .max(120, '年齢（age）は120以下で指定してください'),
    productDiv_or: enumCommaList(['1', '2'], '商品区分（productDiv_or）'),
  }),
  response: z.object({
    mainProducts: z.object({ supplement: z.array(mainProductEntry), beautyCare: z.array(mainProductEntry) }),
  }),
})

/** A call that touches nothing: the baseline of the API benchmark (scripts/bench.ts). */
export const pingCall = defineCall({
  method: 'GET',
  path: '__ping',
  operationId: 'getPing',
  summary: '疎通確認（データベースに触れない最小の応答）',
  tags: ['health'],
  response: z.object({ ok: z.literal(true) }),
})
