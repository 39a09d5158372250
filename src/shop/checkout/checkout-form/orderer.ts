/**
 * Step shopping01: the orderer (guests; a member's orderer is the profile) and, for a guest who sets a
 * password, registration.
 */
import { z } from 'zod'

import { birthDateProblem } from '@/shop/customer/birth-date'
import { choose, emailField, GENDERS } from '@/shop/customer/person-fields'

import {
  agreementIssues,
  agreementShape,
  registers,
  withRegistering,
  type RegistrationContext,
} from './agreement'
import type { CheckoutContext } from './context'
import {
  addIssues,
  addressShape,
  optionalNumberPart,
  prefectureIssues,
  resolvePrefecture,
  text,
  type Issue,
} from './shared'

const GENDER_VALUES = GENDERS.map((g) => g.value) as ['Male', 'Female', 'X']

export const EMAIL_MESSAGES = {
  confirm: 'メールアドレス（確認用）を入力してください',
  mismatch: 'メールアドレスとメールアドレス（確認用）が一致しません',
} as const

const ordererShape = {
  ...addressShape((f) => f),
  GENDER: z
    .union([z.literal(''), z.enum(GENDER_VALUES)], { error: choose('性別') })
    .optional()
    .transform((v) => v ?? ''),
  BIRTH_YEAR: optionalNumberPart('生年月日（年）', 1900, 2100),
  BIRTH_MONTH: optionalNumberPart('生年月日（月）', 1, 12),
  BIRTH_DAY: optionalNumberPart('生年月日（日）', 1, 31),
  /** The address receipts and notices go to. */
  EMAIL1: emailField('メールアドレス'),
  /** Typed again to catch typos. */
  EMAIL2: text.transform((v) => v.toLowerCase()),
  /** Not used by this shop (ADR 019): accepted and dropped. */
  EMAIL3: text.transform(() => ''),
}

type OrdererParsed = z.output<z.ZodObject<typeof ordererShape>>

function ordererIssues(v: OrdererParsed, today: string, registering: boolean): Issue[] {
  const issues: Issue[] = []
  if (v.EMAIL2 === '') issues.push({ path: ['EMAIL2'], message: EMAIL_MESSAGES.confirm })
  else if (
    v.EMAIL2 !==
    String(v.EMAIL1 ?? '')
      .normalize('NFKC')
      .trim()
      .toLowerCase()
  )
    issues.push({ path: ['EMAIL2'], message: EMAIL_MESSAGES.mismatch })
  if (registering && v.GENDER === '') issues.push({ path: ['GENDER'], message: choose('性別') })
  const parts = [v.BIRTH_YEAR, v.BIRTH_MONTH, v.BIRTH_DAY]
  // A part that failed its own check keeps its raw value: it already has a message.
  if (parts.some((p) => p !== null && typeof p !== 'number')) return issues
  const given = parts.filter((p) => p !== null).length
  if ((registering && given < 3) || (given > 0 && given < 3)) {
    const labels = ['BIRTH_YEAR', 'BIRTH_MONTH', 'BIRTH_DAY'] as const
    const names = ['生年月日（年）', '生年月日（月）', '生年月日（日）'] as const
    parts.forEach((p, i) => {
      if (p === null) issues.push({ path: [labels[i]!], message: choose(names[i]!) })
    })
  } else if (given === 3) {
    const problem = birthDateProblem(v.BIRTH_YEAR!, v.BIRTH_MONTH!, v.BIRTH_DAY!, today)
    if (problem === 'invalid') issues.push({ path: ['BIRTH_DAY'], message: '生年月日が正しくありません' })
    if (problem === 'future')
      issues.push({ path: ['BIRTH_DAY'], message: '生年月日に未来の日付は指定できません' })
  }
  return issues
}

/** Shopping step 1 alone, for a guest who does not register (use ordererStepSchema for the step). */
export const ordererSchema = (ctx: Pick<CheckoutContext, 'today'>) =>
  z
    .object(ordererShape)
    .superRefine((v, c) =>
      addIssues(c, [...ordererIssues(v, ctx.today, false), ...prefectureIssues(v, '都道府県')]),
    )
    .transform(resolvePrefecture)

/**
 * Step shopping01: the orderer, and registration for a guest who registers (agreement.ts `registers`: a password
 * set, registration chosen, or a regular-delivery line), for whom gender and birth date are then required too.
 */
export const ordererStepSchema = (ctx: Pick<CheckoutContext, 'today'> & RegistrationContext) =>
  z
    .object({ ...ordererShape, ...agreementShape })
    .superRefine((v, c) => {
      const registering = registers(v.PASSWORD, ctx)
      addIssues(c, [
        ...ordererIssues(v, ctx.today, registering),
        ...prefectureIssues(v, '都道府県'),
        ...agreementIssues(v, ctx),
      ])
    })
    .transform(resolvePrefecture)
    .transform(withRegistering)
