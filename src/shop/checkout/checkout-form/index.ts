/**
 * The checkout form (spec §3): every field under the spec's name with its initial value, and the zod schemas
 * of its sections with a Japanese message per field (docs/adr/019-checkout-form-and-confirmation.md).
 * The CARD_* fields live only in the browser, which turns them into CARD_TOKEN with the card-token service's
 * script; nothing the shop's server receives or stores may hold them (stripCardData, cardDataGuard).
 * One file per section in this folder (ADR 028); callers import this index.
 */
export { AGREEMENT_MESSAGES, agreementSchema } from './agreement'
export * from './card-data'
export * from './context'
export * from './defaults'
export * from './delivery'
export * from './destination'
export * from './gift'
export * from './mail-magazine'
export * from './orderer'
export * from './payment'
export * from './points'
export * from './sections'
