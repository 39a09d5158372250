/**
 * The checkout's fixed paths, apart from ./checkout-steps.ts so a page that only links or redirects to them does
 * not load the checkout rules (and zod) with them (docs/adr/037-javascript-budget.md).
 */
export const CART_PATH = '/cart/'
export const CHECKOUT_ENTRY_PATH = '/cart/shopping/'
export const CHECKOUT_CONFIRM_PATH = '/cart/shopping/confirm/'
export const CHECKOUT_COMPLETE_PATH = '/cart/shopping/complete/'

/**
 * The marker on a step opened by 「変更する」 on the confirm page (./entered-rows.ts): that step's button reads
 * 「確認画面に戻る」 and goes straight back to the confirm page (src/ui/checkout/StepForm.tsx).
 */
export const RETURN_TO_CONFIRM_QUERY = 'return=confirm'

/** Whether a step's address (its `location.search`) carries the marker. */
export function returnsToConfirm(search: string): boolean {
  return new URLSearchParams(search).get('return') === 'confirm'
}

/**
 * Where a step's gate sends the shopper to complete an earlier step: a step opened from the confirm page keeps its
 * way back there (the marker goes along), so after the earlier step 「確認画面に戻る」 returns to the confirm page. This
 * happens when a registering guest reloads such a step: the password is never stored, so step 1 asks for it again.
 */
export function withReturnMarkerOf(search: string, path: string): string {
  if (!returnsToConfirm(search)) return path
  return `${path}${path.includes('?') ? '&' : '?'}${RETURN_TO_CONFIRM_QUERY}`
}
