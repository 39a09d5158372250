/**
 * The customer state every page reads (spec §3), built from a customer record. Pure: the route passes the
 * record it found through the session. Never carries the password hash, email or address.
 */
import { isKankeisha } from './customer-types'

export interface CustomerRecord {
  id: number | string
  customerNumber?: string | null
  customerType?: string | null
  lastName?: string | null
  firstName?: string | null
  birthDate?: string | null
  stage?: number | null
  isRegularOrderCustomer?: boolean | null
  swcPoint?: number | null
  isGroupStaff?: boolean | null
}

export interface CustomerState {
  isLoggedIn: boolean
  ecCustomer: {
    number: string | null
    customerType: string
    firstName: string
    lastName: string
    birthDate: string | null
  } | null
  onlineCustomer: {
    customerNumber: string | null
    customerStage: number
    isRegularOrderCustomer: boolean
    swcPoint: number | null
  } | null
  isKankeisha: boolean
  isGroupStaff: boolean
}

export const GUEST_STATE: CustomerState = {
  isLoggedIn: false,
  ecCustomer: null,
  onlineCustomer: null,
  isKankeisha: false,
  isGroupStaff: false,
}

/** Birth dates are calendar dates: 'YYYY-MM-DD', whatever time the database attached. */
export function dateOnly(value: string | null | undefined): string | null {
  if (!value) return null
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value)
  return match?.[1] ?? null
}

export function customerState(customer: CustomerRecord | null | undefined): CustomerState {
  if (!customer) return GUEST_STATE
  const number = customer.customerNumber?.trim() || null
  const customerType = customer.customerType ?? '1111'
  return {
    isLoggedIn: true,
    ecCustomer: {
      number,
      customerType,
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      birthDate: dateOnly(customer.birthDate),
    },
    onlineCustomer: {
      customerNumber: number,
      customerStage: customer.stage ?? 0,
      isRegularOrderCustomer: customer.isRegularOrderCustomer ?? false,
      swcPoint: typeof customer.swcPoint === 'number' ? customer.swcPoint : null,
    },
    isKankeisha: isKankeisha(customerType),
    isGroupStaff: customer.isGroupStaff === true,
  }
}
