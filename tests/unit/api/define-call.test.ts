import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'

import {
  defineCall,
  pathParamNames,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallQueryInput,
  type CallResponse,
} from '@/lib/api/define-call'

import { addressCall, searchCall } from './fixtures'

describe('defineCall', () => {
  it('fills defaults', () => {
    expect(addressCall).toMatchObject({ method: 'GET', bodyEncoding: 'json', body: undefined, errors: [404] })
    expect(searchCall.tags).toEqual([])
  })

  it('infers the types from the schemas', () => {
    expectTypeOf<CallParams<typeof addressCall>>().toEqualTypeOf<{ postalCode: string }>()
    expectTypeOf<CallBody<typeof addressCall>>().toEqualTypeOf<undefined>()
    expectTypeOf<CallResponse<typeof addressCall>>().toEqualTypeOf<{ prefecture: string; city: string }>()
    expectTypeOf<CallQuery<typeof searchCall>['page']>().toEqualTypeOf<number>()
    expectTypeOf<CallQueryInput<typeof searchCall>['page']>().toEqualTypeOf<unknown>()
  })

  it('rejects declarations whose path params and params schema disagree', () => {
    expect(() =>
      defineCall({
        method: 'GET',
        path: 'address/{zip}',
        operationId: 'getAddress',
        summary: 's',
        params: z.object({ postalCode: z.string() }),
        response: z.object({}),
      }),
    ).toThrow(/path params/)
    expect(() =>
      defineCall({
        method: 'GET',
        path: '/api/x',
        operationId: 'getX',
        summary: 's',
        response: z.object({}),
      }),
    ).toThrow(/relative/)
    expect(() =>
      defineCall({ method: 'GET', path: 'x', operationId: 'Get-X', summary: 's', response: z.object({}) }),
    ).toThrow(/camelCase/)
  })

  it('lists path placeholders', () => {
    expect(pathParamNames('orders/{orderId}/items/{itemId}')).toEqual(['orderId', 'itemId'])
  })
})
