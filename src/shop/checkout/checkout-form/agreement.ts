/**
 * A guest registering as a member while ordering: PASSWORD and AGREE_TERMS on shopping01. Regular delivery needs an
 * account (its changes, skips and cancellation live on the my page, and the FAQ says so): a guest whose cart holds
 * a regular-delivery line must register.
 */
import { z } from 'zod'

import { passwordProblem, PASSWORD_MESSAGES } from '@/shop/auth/password-rules'

import type { CheckoutContext } from './context'
import { addIssues, flag, type Issue } from './shared'

export const AGREEMENT_MESSAGES = {
  agreeTerms: '会員登録には会員規約・個人情報の取り扱いへの同意が必要です',
  memberNoPassword: 'ログイン中は会員登録の必要はありません',
  regularNeedsAccount:
    '定期お届けコースのご利用には会員登録が必要です。パスワードを設定して会員登録してください',
} as const

export const agreementShape = {
  /** Empty: order as a guest. Set: register with this password (password-rules.ts). */
  PASSWORD: z
    .string({ error: PASSWORD_MESSAGES.required })
    .optional()
    .transform((v) => v ?? ''),
  AGREE_TERMS: flag('会員規約への同意'),
}

/** What decides registration: the cart and the shopper, and (in the browser) whether the guest chose to register. */
export type RegistrationContext = Pick<CheckoutContext, 'isMember' | 'hasRegular'> & { registering?: boolean }

/**
 * Whether this shopper registers with the order: a guest who set a password, who chose to register (the step's
 * checkbox, `registering`), or whose cart needs an account. Everything registration asks for is then reported at
 * once, the password included, so the shopper never fixes one message to be shown five more.
 */
export function registers(
  password: string,
  { isMember, hasRegular, registering }: RegistrationContext,
): boolean {
  return !isMember && (password !== '' || registering === true || hasRegular)
}

export function agreementIssues(
  v: { PASSWORD: string; AGREE_TERMS: boolean },
  ctx: RegistrationContext,
): Issue[] {
  if (ctx.isMember)
    return v.PASSWORD === '' ? [] : [{ path: ['PASSWORD'], message: AGREEMENT_MESSAGES.memberNoPassword }]
  if (!registers(v.PASSWORD, ctx)) return []
  const issues: Issue[] = []
  if (v.PASSWORD === '')
    issues.push({
      path: ['PASSWORD'],
      message: ctx.hasRegular ? AGREEMENT_MESSAGES.regularNeedsAccount : PASSWORD_MESSAGES.required,
    })
  else {
    const problem = passwordProblem(v.PASSWORD)
    if (problem) issues.push({ path: ['PASSWORD'], message: PASSWORD_MESSAGES[problem] })
  }
  if (!v.AGREE_TERMS) issues.push({ path: ['AGREE_TERMS'], message: AGREEMENT_MESSAGES.agreeTerms })
  return issues
}

export const withRegistering = <T extends { PASSWORD: string }>(v: T) => ({
  ...v,
  registering: v.PASSWORD !== '',
})

export const agreementSchema = (ctx: RegistrationContext) =>
  z
    .object(agreementShape)
    .superRefine((v, c) => addIssues(c, agreementIssues(v, ctx)))
    .transform(withRegistering)
