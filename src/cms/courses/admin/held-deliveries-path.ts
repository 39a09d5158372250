/** Where 保留中のお届け lives under /admin (HeldDeliveriesView.tsx, registered in payload.config.ts). */
export const HELD_DELIVERIES_VIEW_PATH = '/held-deliveries'
export const HELD_DELIVERIES_TITLE = '保留中のお届け'
