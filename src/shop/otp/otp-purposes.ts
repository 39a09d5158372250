/**
 * What a one-time password proves (docs/adr/012-one-time-passwords.md). A code issued for one purpose never
 * completes another: a registration code cannot reset a password.
 */
export const OTP_PURPOSES = [
  /** /entry/ and /auth/entry/: the address belongs to the shopper registering. */
  'entry',
  /** The kankeisha entry. */
  'kankeisha-entry',
  /** /password-reregister/: the shopper can read the member's mail. */
  'password-reregister',
  /** My page: the new mail address of a signed-in member. */
  'mail-address-change',
  /** My page: a signed-in member changes the delivery address of a regular course. */
  'regular-address-change',
] as const

export type OtpPurpose = (typeof OTP_PURPOSES)[number]
