import { describe, expect, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'

import { apiErrorSchema } from '@/lib/api/error-schema'
import { isApiErrorEnvelope, type ApiErrorEnvelope } from '@/lib/api/errors'

describe('error envelope: the browser’s check agrees with the OpenAPI schema', () => {
  const samples: unknown[] = [
    { error: { code: 'bad_request', message: '入力内容をご確認ください。' } },
    { error: { code: 'validation_failed', message: 'x', fields: { name: 'お名前を入力してください' } } },
    { error: { code: 'x', message: 'y', fields: {} } },
    { error: { code: 'x', message: 'y', fields: { a: 1 } } },
    { error: { code: 'x', message: 'y', fields: ['a'] } },
    { error: { code: 'x', message: 'y', fields: null } },
    { error: { code: 1, message: 'y' } },
    { error: { code: 'x' } },
    { error: 'x' },
    { error: null },
    {},
    null,
    undefined,
    'error',
    [],
  ]
  it.each(samples.map((s) => [JSON.stringify(s) ?? 'undefined', s]))('%s', (_, sample) => {
    expect(isApiErrorEnvelope(sample)).toBe(apiErrorSchema.safeParse(sample).success)
  })

  it('has the schema’s type', () => {
    expectTypeOf<ApiErrorEnvelope>().toEqualTypeOf<z.infer<typeof apiErrorSchema>>()
  })
})
