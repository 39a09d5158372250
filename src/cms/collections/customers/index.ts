export { CustomerSessions } from './CustomerSessions'
export { Customers } from './Customers'
