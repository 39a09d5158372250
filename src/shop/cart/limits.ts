/** The most of one product (per purchase method) a cart line may hold; stock may allow fewer. */
export const CART_LINE_MAX_QUANTITY = 20
/** Distinct lines a cart may hold. */
export const CART_MAX_LINES = 30
