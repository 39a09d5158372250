/**
 * The event loop's delays as the server saw them, for the mixed-load bench (scripts/bench-mixed.ts, ADR 039): only
 * when EVENT_LOOP_REPORT_FILE names a file. `perf_hooks.monitorEventLoopDelay` samples the loop every 10 ms; the
 * bench sends SIGUSR2 when its warm-up is over (the histogram starts again) and SIGTERM at the end, when the server
 * writes the figures (milliseconds) to the file as JSON. No endpoint: nothing of it is reachable over the network.
 */
import fs from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

export interface EventLoopFigures {
  /** The longest delay seen: the longest stall of the loop. */
  maxMs: number
  p99Ms: number
  meanMs: number
  /** How long the histogram ran. */
  seconds: number
}

export function startEventLoopReport(file: string | undefined): { write(): void } | null {
  if (!file) return null
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  let since = performance.now()
  process.on('SIGUSR2', () => {
    histogram.reset()
    since = performance.now()
  })
  return {
    write() {
      const ms = (ns: number) => Math.round(ns / 1e4) / 100
      const figures: EventLoopFigures = {
        maxMs: ms(histogram.max),
        p99Ms: ms(histogram.percentile(99)),
        meanMs: ms(histogram.mean),
        seconds: Math.round((performance.now() - since) / 100) / 10,
      }
      fs.writeFileSync(file, JSON.stringify(figures))
    },
  }
}
