/**
 * The checkout's fixed paths, apart from ./checkout-steps.ts so a page that only links or redirects to them does
 * not load the checkout rules (and zod) with them (docs/adr/037-javascript-budget.md).
 */
export const CART_PATH = '/cart/'
export const CHECKOUT_ENTRY_PATH = '/cart/shopping/'
export const CHECKOUT_CONFIRM_PATH = '/cart/shopping/confirm/'
export const CHECKOUT_COMPLETE_PATH = '/cart/shopping/complete/'
