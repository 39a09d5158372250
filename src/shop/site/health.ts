import type { Payload } from 'payload'

/** The health check reads one row through the database adapter, so a broken database shows as degraded. */
export async function checkHealth(payload: Payload, now: () => Date = () => new Date()) {
  try {
    await payload.count({ collection: 'pages', overrideAccess: true })
    return { status: 'ok' as const, database: 'ok' as const, time: now().toISOString() }
  } catch {
    return { status: 'degraded' as const, database: 'error' as const, time: now().toISOString() }
  }
}
