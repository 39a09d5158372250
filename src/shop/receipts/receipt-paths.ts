/**
 * Where a receipt is reached (docs/adr/044-receipts.md): a member's printable page under the order history, a
 * guest's page by the mailed link, and the PDF of either through the shop API. Pure.
 */

/** How long the guest's mailed link works: long enough for month-end and year-end expense claims. */
export const RECEIPT_LINK_DAYS = 180
export const RECEIPT_PAGE_PATH = '/receipt/'

export type ReceiptOwner = { orderNumber: string } | { token: string }

const query = (owner: ReceiptOwner) =>
  'token' in owner
    ? `token=${encodeURIComponent(owner.token)}`
    : `orderNumber=${encodeURIComponent(owner.orderNumber)}`

export const memberReceiptPagePath = (orderNumber: string) =>
  `/mypage/order-history/${encodeURIComponent(orderNumber)}/receipt/`

export const receiptPagePath = (owner: ReceiptOwner) =>
  'token' in owner ? `${RECEIPT_PAGE_PATH}?${query(owner)}` : memberReceiptPagePath(owner.orderNumber)

export const receiptPdfPath = (owner: ReceiptOwner) => `/api/receipt/pdf?${query(owner)}`

/** The PDF's file name: ASCII for every browser, the Japanese one through filename*. */
export const receiptPdfFileNames = (orderNumber: string) => ({
  ascii: `receipt-${orderNumber}.pdf`,
  japanese: `領収書_${orderNumber}.pdf`,
})
