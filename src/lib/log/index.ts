import { env } from '../config/env'
import { createLogger } from './logger'

export type { Logger, LogFields } from './logger'

/** The process-wide logger. Import this; create your own only in tests. */
export const logger = createLogger({ level: env.logLevel })
