/** The storefront's handle on Payload's local API (one instance per process, cached by Payload). */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * Payload starts its job crons (scheduled publishing, the regular-delivery engine: payload.config.ts `jobs.autoRun`)
 * only for a caller that asks with `cron: true`. Its admin asks; the storefront must too, or a restarted server would
 * run no job until someone opened the admin. Tests and scripts switch jobs off (PAYLOAD_DISABLE_JOBS=1).
 */
export function getShopPayload(): Promise<Payload> {
  return getPayload({ config, cron: process.env.PAYLOAD_DISABLE_JOBS !== '1' })
}
