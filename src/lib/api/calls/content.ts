/** Content calls of the shop API (spec §7): common, information, top page data. */
import { z } from 'zod'

import { INFORMATION_CATEGORY_VALUES } from '@/shop/content/information-categories'
import { TOP_CATEGORIES } from '@/shop/site/top-category'

import { enumCommaList } from '../comma-list'
import { defineCall } from '../define-call'
import { customerStateSchema } from './auth'

const mainProductRef = z.object({ mainProductName: z.string(), mainProductCode: z.string() })

export const commonCall = defineCall({
  method: 'GET',
  path: 'common',
  operationId: 'getCommon',
  summary: 'リンクキーと流入元（UTM）を記録し、共通情報（会員の状態、カートの点数など）を返す',
  tags: ['common'],
  query: z.object({
    'link-key': z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'リンクキーの形式が正しくありません')
      .optional(),
    'utm-linkage': z.string().max(200, '流入元情報は200文字以内で指定してください').optional(),
    // Any other value is ignored like the top page ignores it, so a bad landing URL never costs the state.
    category: z
      .string()
      .max(40, 'カテゴリは40文字以内で指定してください')
      .optional()
      .describe('ページを開いたときの category クエリ（supplement または beauty-care のときだけ使う）'),
  }),
  response: z
    .object({
      linkKey: z.string().nullable(),
      utmLinkage: z.string().nullable(),
      /** Items in the shopper's cart (the header badge); pages are cached, so the header reads it here. */
      cartCount: z.number().int().min(0),
    })
    .extend(customerStateSchema.shape)
    .extend({
      /** The top category the link key came with; null without a link key (ADR 015). */
      linkKeyCategory: z.enum(TOP_CATEGORIES).nullable(),
      /** Members only (null for guests); empty lists for gender X or an unknown birth date (ADR 015). */
      mainProducts: z
        .object({ beautyCare: z.array(mainProductRef), supplement: z.array(mainProductRef) })
        .nullable(),
    }),
})

const informationItem = z.object({
  code: z.string(),
  title: z.string(),
  selectionDiv: z.string(),
  publishedAt: z.string(),
  hasDetail: z.boolean().nullable().optional(),
  link: z.string().nullable().optional(),
  body: z.string().nullable().optional(),
})

export const informationCall = defineCall({
  method: 'GET',
  path: 'information',
  operationId: 'getInformation',
  summary: 'お知らせ一覧（カテゴリで絞り込み、ページ指定）または1件',
  tags: ['content'],
  errors: [404],
  query: z.object({
    selectionDiv: enumCommaList(INFORMATION_CATEGORY_VALUES, 'カテゴリ'),
    id: z.string().max(40, 'お知らせコードは40文字以内で指定してください').optional(),
    page: z.coerce
      .number({ error: 'ページ番号は数字で指定してください' })
      .int('ページ番号は整数で指定してください')
      .min(1, 'ページ番号は1以上で指定してください')
      .max(1000, 'ページ番号は1000以下で指定してください')
      .optional()
      .default(1),
  }),
  response: z.object({
    items: z.array(informationItem),
    page: z.number(),
    totalPages: z.number(),
    totalDocs: z.number(),
  }),
})

const banner = z.object({
  key: z.string(),
  title: z.string(),
  subtitle: z.string().nullable().optional(),
  href: z.string(),
  tone: z.string().nullable().optional(),
})

export const topPageCall = defineCall({
  method: 'GET',
  path: 'pages/top',
  operationId: 'getPagesTop',
  summary: 'トップページの表示内容（カテゴリ別）',
  tags: ['pages'],
  query: z.object({
    category: z
      .enum(TOP_CATEGORIES, { error: 'カテゴリは supplement または beauty-care を指定してください' })
      .optional(),
  }),
  response: z.object({
    category: z.enum(TOP_CATEGORIES),
    heroBanners: z.array(banner),
    /** The campaigns open now (a tile each, linking its landing page). */
    campaignBanners: z.array(banner),
    subBanners: z.array(banner),
    information: z.array(informationItem),
    columns: z.array(
      z.object({
        number: z.string(),
        title: z.string(),
        category: z.string(),
        excerpt: z.string().nullable().optional(),
        publishedAt: z.string(),
      }),
    ),
  }),
})
