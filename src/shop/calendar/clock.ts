/**
 * The one source of "now" for server code (ADR 030). Production uses `systemClock`; tests pass a `TestClock` and
 * move it, so a year of scheduled work runs in seconds.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that stands still until told: `set` it to an instant or `advance` it. */
export class TestClock implements Clock {
  private current: number

  constructor(start: Date | string) {
    this.current = new Date(start).getTime()
  }

  now(): Date {
    return new Date(this.current)
  }

  set(at: Date | string): void {
    this.current = new Date(at).getTime()
  }

  advance(by: { days?: number; hours?: number; minutes?: number; ms?: number }): Date {
    this.current +=
      (by.days ?? 0) * 86_400_000 + (by.hours ?? 0) * 3_600_000 + (by.minutes ?? 0) * 60_000 + (by.ms ?? 0)
    return this.now()
  }
}
