/**
 * How a test says which client address a request comes from, in ONE place: the private header the shop's server
 * sets from the socket (docs/adr/021), as a route handler behind that server receives it.
 */
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'

export { CLIENT_ADDRESS_HEADER }

export const LOOPBACK = '127.0.0.1'
/** TEST-NET-3 (RFC 5737): an address that is never this machine. */
export const REMOTE = '203.0.113.7'

export function fromClient(address: string): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address }
}
