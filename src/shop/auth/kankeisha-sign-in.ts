/**
 * The kankeisha sign-in door (/kankeisha/login/, POST auth/login/kankeisha; ADR 015): the ordinary sign-in
 * with an eligibility rule, and the answer a member gets who is not kankeisha.
 */
import type { Customer } from '@/cms/payload-types'
import { isKankeisha } from '@/shop/customer/customer-types'

export const KANKEISHA_SIGN_IN_PATH = '/kankeisha/login/'
export const NOT_KANKEISHA_CODE = 'not_kankeisha'

export const KANKEISHA_SIGN_IN_MESSAGES = {
  /** Shown only after the password was verified, so it confirms nothing to someone without it. */
  notKankeisha:
    'このページは関係者（グループ社員・パートナー）の方専用のログインページです。一般の会員の方は、通常のログインページ（/login/）からログインしてください。',
} as const

export const isKankeishaMember = (customer: Pick<Customer, 'customerType'>): boolean =>
  isKankeisha(customer.customerType)
