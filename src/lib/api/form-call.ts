/**
 * A shop API call made by a form's server function (docs/adr/059-forms-before-the-scripts-run.md): the page's plain
 * HTML form, sent before its scripts run or with scripts off, does the same job as the browser's API call — the
 * call's own Origin check, the call's own validation and Japanese messages (./server.ts), the call's own
 * implementation (the route's `impl`), the cookies it sets — and the function then answers with the next page
 * (redirect) or the form again with what was sent and the messages.
 */
import 'server-only'

import { cookies, headers } from 'next/headers'
import { NextResponse } from 'next/server'
import { redirect } from 'next/navigation'

import { env } from '@/lib/config/env'
import type { FormState } from '@/lib/forms/form-state'
import { logger } from '@/lib/log'
import { signInHref } from '@/shop/site/safe-redirect'

import type { ApiCall, CallResponse } from './define-call'
import { API_ERROR_MESSAGES, ApiError } from './errors'
import { formStateOf } from './form-values'
import { type Impl, isAllowedOrigin, validate } from './server'

export { formStateOf, formValues } from './form-values'

export type FormCallResult<C extends ApiCall> =
  { ok: true; data: CallResponse<C> } | { ok: false; state: FormState }

export interface FormCallOptions {
  /** The page the form is on: a member whose session has ended signs in again and comes back here. */
  signInFrom?: string
}

/**
 * Runs `impl` as the route would for `input` (the body as the browser's client would send it, built from the form's
 * values), in this server function's request: its headers (cookies, client address, Origin) and, afterwards, the
 * cookies the implementation set.
 */
export async function callFromForm<C extends ApiCall>(
  call: C,
  impl: Impl<C>,
  input: { body: unknown },
  values: Record<string, string>,
  options: FormCallOptions = {},
): Promise<FormCallResult<C>> {
  const request = new Request(new URL(`/api/${call.path}`, env.SITE_URL), {
    method: call.method,
    headers: await headers(),
  })
  let signIn = false
  try {
    if (!isAllowedOrigin(request))
      throw new ApiError(403, 'forbidden_origin', API_ERROR_MESSAGES.forbiddenOrigin)
    const parsed = validate(call, { params: undefined, query: undefined, body: input.body })
    const result = await impl({
      params: parsed.params as never,
      query: parsed.query as never,
      body: parsed.body as never,
      request,
    })
    if (!(result instanceof Response)) return { ok: true, data: result }
    if (result instanceof NextResponse) {
      const jar = await cookies()
      for (const cookie of result.cookies.getAll()) jar.set(cookie)
    }
    return { ok: true, data: (await result.json()) as CallResponse<C> }
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401 && options.signInFrom) signIn = true
      else return { ok: false, state: formStateOf(error, values) }
    } else {
      logger.error('form call failed', {
        operationId: call.operationId,
        err: error instanceof Error ? error.message : String(error),
      })
      return { ok: false, state: { fields: {}, message: API_ERROR_MESSAGES.internal, values } }
    }
  }
  // Outside the try: redirect() throws Next's own signal.
  if (signIn && options.signInFrom) redirect(signInHref(options.signInFrom))
  return { ok: false, state: { fields: {}, message: API_ERROR_MESSAGES.internal, values } }
}
