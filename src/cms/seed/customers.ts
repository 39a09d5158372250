/**
 * Demo members (shop logins at /login/); their passwords are printed in the README (demo only). One general
 * member, one kankeisha (partner, 1421) and one member whose customer number is still being issued
 * (regular@example.jp, with two regular-delivery courses and their past deliveries: regular-courses.ts).
 */
import type { Customer } from '@/cms/payload-types'

/**
 * A demo member as written by the seed. Their stage and balance are not written here: the stage run sets the stage
 * from their past orders, and `openingPoints` is the balance an 'adjustment' opens (member-purchases.ts).
 */
type DemoCustomer = Omit<
  Customer,
  'id' | 'createdAt' | 'updatedAt' | 'passwordHash' | 'stage' | 'swcPoint' | 'pointsEarnedAt'
> & { password: string; openingPoints?: number }

const address = {
  postalCode: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  town: '千代田',
  streetAddress: '1-1',
} as const

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    email: 'member@example.jp',
    password: 'member-pass-2026',
    customerNumber: '10000001',
    customerType: '1111',
    isRegularOrderCustomer: false,
    openingPoints: 1200,
    lastName: '森野',
    firstName: '花子',
    lastNameKana: 'モリノ',
    firstNameKana: 'ハナコ',
    gender: 'Female',
    birthDate: '1985-04-12T00:00:00.000Z',
    ...address,
    building: 'ウェルネスビル101',
    phone: '0312345678',
    wantsMailMagazine: true,
  },
  {
    email: 'kankeisha@example.jp',
    password: 'kankeisha-pass-2026',
    customerNumber: '10000002',
    customerType: '1421',
    isRegularOrderCustomer: false,
    lastName: '関野',
    firstName: '一郎',
    lastNameKana: 'セキノ',
    firstNameKana: 'イチロウ',
    gender: 'Male',
    birthDate: '1978-11-03T00:00:00.000Z',
    ...address,
    phone: '0312345679',
    wantsMailMagazine: false,
  },
  {
    email: 'regular@example.jp',
    password: 'regular-pass-2026',
    customerNumber: null,
    customerType: '1111',
    // Follows the member's active courses (src/shop/courses, ADR 032): regular-courses.ts opens two, so true then.
    isRegularOrderCustomer: false,
    openingPoints: 5400,
    lastName: '定田',
    firstName: '由美',
    lastNameKana: 'サダタ',
    firstNameKana: 'ユミ',
    gender: 'X',
    birthDate: '1990-01-20T00:00:00.000Z',
    ...address,
    phone: '09012345678',
    wantsMailMagazine: false,
  },
]

/** The kankeisha entry's demo invitation code (README): registering with it makes a partner (1421). */
export const DEMO_INVITATIONS = [
  {
    label: 'デモ用（パートナー企業）',
    code: 'PARTNER-DEMO-2026',
    customerType: '1421' as const,
    active: true,
  },
]
