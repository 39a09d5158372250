/**
 * The sign-in page's plain form (docs/adr/059): what POST auth/login does, for a form sent before the page's scripts
 * ran or without them. The proof of work needs the scripts, so the form carries the server's form ticket instead
 * (src/shop/bot-check/form-ticket.ts), under a tighter per-address budget; then the same door, the same messages and
 * the same session cookie as the call, and the page the member came from.
 */
import 'server-only'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { type SignInDoor, signInThroughDoor } from '@/app/api/auth/sign-in-route'
import { setSessionCookie } from '@/app/api/auth/session-cookie'
import { loginInputSchema } from '@/lib/api/calls/auth'
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api/errors'
import { formStateOf, formValues } from '@/lib/api/form-call'
import { isAllowedOrigin } from '@/lib/api/server'
import { japaneseErrorMap, zodErrorToFields } from '@/lib/api/zod-messages'
import { env } from '@/lib/config/env'
import type { FormState } from '@/lib/forms/form-state'
import { clientIp } from '@/lib/http/client-ip'
import { SIGN_IN_MESSAGES } from '@/shop/auth/sign-in'
import { scriptlessSignInLimit } from '@/shop/auth/sign-in-limits'
import { checkFormTicket, formTicketMessage } from '@/shop/bot-check/form-ticket'
import { createDatabaseReplayCache } from '@/shop/bot-check/replay-cache'
import { safeLocalPath } from '@/shop/site/safe-redirect'

export async function signInByForm(form: FormData, door: SignInDoor): Promise<FormState> {
  // The page comes back with a new form ticket, except after one sent too soon, which stays good to send again.
  const { formTicket: _ticket, ...values } = formValues(form)
  const refuse = (message: string, fields: Record<string, string> = {}): FormState => ({
    fields,
    message,
    values,
  })
  const request = new Request(new URL('/api/auth/login', env.SITE_URL), {
    method: 'POST',
    headers: await headers(),
  })
  if (!isAllowedOrigin(request)) return refuse(API_ERROR_MESSAGES.forbiddenOrigin)
  if ((await scriptlessSignInLimit.consume(clientIp(request))) !== null)
    return refuse(SIGN_IN_MESSAGES.limited)
  const ticket = form.get('formTicket')
  const checked = await checkFormTicket(
    typeof ticket === 'string' ? ticket : undefined,
    env.payloadSecret,
    createDatabaseReplayCache(),
  )
  if (!checked.ok)
    return checked.reason === 'too-soon' && typeof ticket === 'string'
      ? { fields: {}, message: formTicketMessage(checked.reason), values: { ...values, formTicket: ticket } }
      : refuse(formTicketMessage(checked.reason))
  const password = form.get('password')
  const parsed = loginInputSchema.safeParse(
    {
      email: values.email ?? '',
      password: typeof password === 'string' ? password : '',
      persistent: values.persistent === 'on',
    },
    { error: japaneseErrorMap(loginInputSchema) },
  )
  if (!parsed.success) return refuse('', zodErrorToFields(parsed.error, 'body'))
  let session
  try {
    ;({ session } = await signInThroughDoor(parsed.data, request, door))
  } catch (error) {
    if (error instanceof ApiError) return formStateOf(error, values)
    throw error
  }
  setSessionCookie(await cookies(), session)
  redirect(safeLocalPath(values.from, '/'))
}
