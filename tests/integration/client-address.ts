/**
 * How a test says which client address a request comes from, in ONE place: today clientIp() reads
 * X-Forwarded-For; when the client address comes from the socket (a private header set by the server), only this
 * header name changes (docs/adr/025-safe-demo-mode.md).
 */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for'

export const LOOPBACK = '127.0.0.1'
/** TEST-NET-3 (RFC 5737): an address that is never this machine. */
export const REMOTE = '203.0.113.7'

export function fromClient(address: string): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address }
}
