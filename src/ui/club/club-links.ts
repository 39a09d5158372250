/** Where the club's calls to action lead: sign-in comes back to the club page it was asked from (`from`). */
export const CLUB_ENTRY_HREF = '/entry/'
export const PURCHASE_SECTION_ID = 'purchase-product'
export const SCROLL_TO_PURCHASE = 'scroll-to-purchase-product'
