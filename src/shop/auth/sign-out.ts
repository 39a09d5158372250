/** Sign-out (spec §4): ends the browser's session, or with allDevices every session of its customer. */
import type { Payload } from 'payload'

import { logger } from '@/lib/log'

import { resolveSession, revokeAllSessions, revokeSession } from './session-service'

export async function signOut(
  payload: Payload,
  token: string | null | undefined,
  options: { allDevices?: boolean; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date()
  if (options.allDevices) {
    const active = await resolveSession(payload, token, now)
    if (active) {
      await revokeAllSessions(payload, active.customer.id, now)
      logger.info('member signed out of all devices', { customerId: active.customer.id })
      return
    }
  }
  const customerId = await revokeSession(payload, token, now)
  if (customerId !== null) logger.info('member signed out', { customerId })
}
