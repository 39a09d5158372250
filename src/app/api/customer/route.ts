import { deleteCustomer, putCustomer } from './member-changes'
import { postCustomer } from './post-entry'

export const dynamic = 'force-dynamic'

/** POST customer: registration (./post-entry.ts). PUT and DELETE: the member's own changes (./member-changes.ts). */
export const POST = postCustomer
export const PUT = putCustomer
export const DELETE = deleteCustomer
