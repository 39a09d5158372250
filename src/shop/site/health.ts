import type { Payload } from 'payload'

/**
 * The health check (`GET /api/__health/`, for load balancers and monitors): it reads one count through the
 * database adapter. A broken or unreachable database, or one slower than `timeoutMs` (a PostgreSQL pool
 * waiting for a connection never gives up by itself), is reported as degraded, and the route answers 503 so
 * a load balancer takes the instance out (docs/adr/024-hostile-input.md).
 */
export type Health =
  { status: 'ok'; database: 'ok'; time: string } | { status: 'degraded'; database: 'error'; time: string }

export const HEALTH_TIMEOUT_MS = 3000

export interface HealthOptions {
  now?: () => Date
  timeoutMs?: number
}

/** Settles with the probe, or rejects after `ms` (the timer never keeps the process alive). */
function withTimeout<T>(probe: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`health probe timed out after ${ms} ms`)), ms)
    timer.unref?.()
  })
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer))
}

/** `payload` may be a promise: a database that cannot even be opened fails here too, as degraded. */
export async function checkHealth(
  payload: Payload | Promise<Payload>,
  options: HealthOptions = {},
): Promise<Health> {
  const now = options.now ?? (() => new Date())
  try {
    await withTimeout(
      Promise.resolve(payload).then((p) => p.count({ collection: 'pages', overrideAccess: true })),
      options.timeoutMs ?? HEALTH_TIMEOUT_MS,
    )
    return { status: 'ok', database: 'ok', time: now().toISOString() }
  } catch {
    return { status: 'degraded', database: 'error', time: now().toISOString() }
  }
}

/** The HTTP status a health answer goes out with: only a healthy instance answers 200. */
export const healthStatus = (health: Health): 200 | 503 => (health.status === 'ok' ? 200 : 503)
