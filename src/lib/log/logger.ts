/**
 * The shop's structured logger: one JSON line per event, level from LOG_LEVEL (default trace in development,
 * spec §9), every field passed through `redact` so no caller can leak customer data by accident.
 */
import { redact, redactText } from './redact'

export const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const
export type Level = (typeof LEVELS)[number]
export type LogFields = Record<string, unknown>
export type LogSink = (line: string, level: Level) => void

export interface Logger {
  trace(msg: string, fields?: LogFields): void
  debug(msg: string, fields?: LogFields): void
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
  fatal(msg: string, fields?: LogFields): void
  child(bindings: LogFields): Logger
}

const defaultSink: LogSink = (line, level) => {
  if (level === 'error' || level === 'fatal') process.stderr.write(line + '\n')
  else process.stdout.write(line + '\n')
}

export function createLogger(options: {
  level: Level | 'silent'
  sink?: LogSink
  bindings?: LogFields
  now?: () => Date
}): Logger {
  const sink = options.sink ?? defaultSink
  const threshold = options.level === 'silent' ? Infinity : LEVELS.indexOf(options.level)
  const now = options.now ?? (() => new Date())
  const bindings = options.bindings ?? {}

  const write = (level: Level, msg: string, fields?: LogFields) => {
    if (LEVELS.indexOf(level) < threshold) return
    const entry = {
      level,
      time: now().toISOString(),
      msg: redactText(msg),
      ...(redact({ ...bindings, ...fields }) as LogFields),
    }
    sink(JSON.stringify(entry), level)
  }

  return {
    trace: (m, f) => write('trace', m, f),
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    fatal: (m, f) => write('fatal', m, f),
    child: (more) => createLogger({ ...options, bindings: { ...bindings, ...more } }),
  }
}
