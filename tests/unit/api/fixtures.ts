/** Calls declared only for these tests, covering path params, required query keys and both body encodings. */
import { z } from 'zod'

import { defineCall } from '@/lib/api/define-call'
import { label } from '@/lib/api/zod-messages'

export const addressCall = defineCall({
  method: 'GET',
  path: 'address/{postalCode}',
  operationId: 'getAddress',
  summary: '郵便番号から住所を調べる',
  tags: ['address'],
  params: z.object({
    postalCode: label(z.string().regex(/^\d{7}$/, '郵便番号は7桁の数字で入力してください'), '郵便番号'),
  }),
  query: z.object({ lang: z.enum(['ja', 'en']).optional() }),
  response: z.object({ prefecture: z.string(), city: z.string() }),
  errors: [404],
})

export const searchCall = defineCall({
  method: 'GET',
  path: 'products/search',
  operationId: 'getProductsSearch',
  summary: '商品を検索する',
  query: z.object({
    keyword: label(z.string().max(50), 'キーワード'),
    tags: z.string().optional(),
    page: z.coerce.number().int().min(1).optional().default(1),
  }),
  response: z.object({ items: z.array(z.string()), page: z.number() }),
})

export const memberCall = defineCall({
  method: 'POST',
  path: 'members',
  operationId: 'postMembers',
  summary: '会員登録',
  body: z.object({
    name: label(z.string().trim().min(1).max(20), 'お名前'),
    email: label(z.email(), 'メールアドレス'),
    nickname: z.string().nullable().optional(),
    address: z.object({ zip: label(z.string().regex(/^\d{7}$/), '郵便番号') }).optional(),
  }),
  response: z.object({ id: z.string() }),
})

export const newsletterCall = defineCall({
  method: 'POST',
  path: 'newsletter',
  operationId: 'postNewsletter',
  summary: 'メールマガジンの登録',
  bodyEncoding: 'form',
  body: z.object({
    email: label(z.email(), 'メールアドレス'),
    topics: z
      .string()
      .optional()
      .transform((v) => (v ? v.split(',') : [])),
  }),
  response: z.object({ email: z.string(), topics: z.array(z.string()) }),
})

export const noParams = { params: Promise.resolve({}) }

export const SITE = 'http://localhost:3000'
