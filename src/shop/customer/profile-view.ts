/**
 * The member's registered information and my page's change form: types only. Their mapping lives with every
 * other person/address mapping in person-address.ts (ADR 028): profileViewOf, profileFormValuesOf.
 */
export type { ProfileFormValues, ProfileRecord, ProfileView } from './person-address'
