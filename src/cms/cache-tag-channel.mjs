// @ts-check
/**
 * The cache's link between shop instances on one PostgreSQL (docs/adr/040-several-instances.md): a tag expired on
 * one instance is sent as a NOTIFY on the channel `shop_cache_tags`, and every instance LISTENing expires it in its
 * own in-memory cache (src/lib/cache/cache-handler.mjs). Only tag names travel (`cms:catalogue`…), never content.
 *
 * PostgreSQL delivers a notification to every connection listening when it is sent, in order, and to none that is
 * not: so whenever the listening connection is (re)established, the cache is told to drop everything it holds
 * (`onResync`), since a notification may have been missed while it was down. A light query every `pingMs` finds a
 * connection that died silently. Two small connections per instance, opened lazily, never at build.
 *
 * Plain ESM (no TypeScript, no path aliases): Next loads the cache handler by itself, outside its bundles.
 */
import pg from 'pg'

export const CACHE_TAG_CHANNEL = 'shop_cache_tags'
/** PostgreSQL refuses payloads of 8000 bytes or more; tags are sent in batches well below. */
const MAX_PAYLOAD = 7000

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error))

/** Batches of tags whose JSON payload stays under PostgreSQL's limit. @param {string[]} tags */
export function payloadsFor(tags) {
  /** @type {string[]} */
  const payloads = []
  /** @type {string[]} */
  let batch = []
  for (const tag of tags) {
    if (batch.length && JSON.stringify({ tags: [...batch, tag] }).length > MAX_PAYLOAD) {
      payloads.push(JSON.stringify({ tags: batch }))
      batch = []
    }
    batch.push(tag)
  }
  if (batch.length) payloads.push(JSON.stringify({ tags: batch }))
  return payloads
}

/** The tags of a notification's payload, or [] for anything else. @param {string | undefined} payload */
export function tagsOfPayload(payload) {
  try {
    const tags = JSON.parse(payload ?? '')?.tags
    return Array.isArray(tags) ? tags.filter((t) => typeof t === 'string' && t.length > 0) : []
  } catch {
    return []
  }
}

/**
 * @typedef {object} TagChannelOptions
 * @property {string} connectionString
 * @property {(tags: string[]) => void} onTags tags expired by any instance (this one included)
 * @property {() => void} onResync the listening connection is (re)established: notifications may have been missed
 * @property {(message: string) => void} [warn]
 * @property {number} [pingMs]
 * @property {number} [retryMs]
 */

/**
 * @param {TagChannelOptions} options
 * @returns {{ publish: (tags: string[]) => Promise<void>, listening: () => boolean, close: () => Promise<void> }}
 */
export function createTagChannel(options) {
  const { connectionString, onTags, onResync } = options
  const warn = options.warn ?? ((message) => console.warn(message))
  const pingMs = options.pingMs ?? 30_000
  const retryMs = options.retryMs ?? 1_000
  const publisher = new pg.Pool({
    connectionString,
    max: 1,
    idleTimeoutMillis: 60_000,
    keepAlive: true,
    application_name: 'shop-cache-publish',
  })
  publisher.on('error', (error) => warn(`cache tags: publishing connection lost: ${messageOf(error)}`))

  let closed = false
  let isListening = false
  /** @type {pg.Client | undefined} */
  let listener
  /** @type {NodeJS.Timeout | undefined} */
  let retryTimer
  /** @type {NodeJS.Timeout | undefined} */
  let pingTimer

  function retryLater() {
    isListening = false
    if (closed || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void listen()
    }, retryMs)
    retryTimer.unref()
  }

  /** @param {pg.Client} client */
  function drop(client) {
    if (listener !== client) return
    listener = undefined
    client.removeAllListeners('notification')
    client.end().catch(() => {})
    retryLater()
  }

  async function listen() {
    if (closed) return
    const client = new pg.Client({ connectionString, keepAlive: true, application_name: 'shop-cache-listen' })
    listener = client
    client.on('error', (error) => {
      warn(`cache tags: listening connection lost: ${messageOf(error)}`)
      drop(client)
    })
    client.on('end', () => drop(client))
    client.on('notification', (message) => {
      if (message.channel === CACHE_TAG_CHANNEL) onTags(tagsOfPayload(message.payload))
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CACHE_TAG_CHANNEL}`)
      if (listener !== client) return
      isListening = true
      // Whatever was cached before now may have missed a notification.
      onResync()
    } catch (error) {
      warn(`cache tags: cannot listen: ${messageOf(error)}`)
      drop(client)
    }
  }

  void listen()
  pingTimer = setInterval(() => {
    const client = listener
    if (!client || !isListening) return
    client.query('SELECT 1').catch((error) => {
      warn(`cache tags: listening connection does not answer: ${messageOf(error)}`)
      drop(client)
    })
  }, pingMs)
  pingTimer.unref()

  return {
    async publish(tags) {
      for (const payload of payloadsFor(tags)) {
        // A connection the pool still held may have died since: one more try on a fresh one.
        for (let attempt = 1; ; attempt++) {
          try {
            await publisher.query('SELECT pg_notify($1, $2)', [CACHE_TAG_CHANNEL, payload])
            break
          } catch (error) {
            if (attempt >= 3) throw error
          }
        }
      }
    },
    listening: () => isListening,
    async close() {
      closed = true
      clearInterval(pingTimer)
      clearTimeout(retryTimer)
      const client = listener
      listener = undefined
      isListening = false
      await Promise.allSettled([client?.end(), publisher.end()])
    },
  }
}
