export { CustomerSessions } from './CustomerSessions'
export { Customers } from './Customers'
export { KankeishaInvitations } from './KankeishaInvitations'
export { OneTimePasswords } from './OneTimePasswords'
