import { postKankeishaCustomer } from '../post-entry'

export const dynamic = 'force-dynamic'

/** POST customer/kankeisha: the kankeisha entry (../post-entry.ts). */
export const POST = postKankeishaCustomer
