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

export function agreementIssues(
  v: { PASSWORD: string; AGREE_TERMS: boolean },
  { isMember, hasRegular }: Pick<CheckoutContext, 'isMember' | 'hasRegular'>,
): Issue[] {
  if (v.PASSWORD === '')
    return hasRegular && !isMember
      ? [{ path: ['PASSWORD'], message: AGREEMENT_MESSAGES.regularNeedsAccount }]
      : []
  if (isMember) return [{ path: ['PASSWORD'], message: AGREEMENT_MESSAGES.memberNoPassword }]
  const issues: Issue[] = []
  const problem = passwordProblem(v.PASSWORD)
  if (problem) issues.push({ path: ['PASSWORD'], message: PASSWORD_MESSAGES[problem] })
  if (!v.AGREE_TERMS) issues.push({ path: ['AGREE_TERMS'], message: AGREEMENT_MESSAGES.agreeTerms })
  return issues
}

export const withRegistering = <T extends { PASSWORD: string }>(v: T) => ({
  ...v,
  registering: v.PASSWORD !== '',
})

export const agreementSchema = (ctx: Pick<CheckoutContext, 'isMember' | 'hasRegular'>) =>
  z
    .object(agreementShape)
    .superRefine((v, c) => addIssues(c, agreementIssues(v, ctx)))
    .transform(withRegistering)
