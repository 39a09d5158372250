/**
 * The browser's fraud-detection signals for order/fraud-detection-output-log: features of the device and of
 * the visit only (screen, time zone, language, time on the page, cookies), nothing that names the shopper and
 * nothing of the card.
 */
export interface FraudSignalInput {
  screenWidth: number
  screenHeight: number
  /** Date#getTimezoneOffset(): minutes, UTC minus local (Japan: -540). */
  timezoneOffset: number
  language: string
  timeOnPageMs: number
  cookiesEnabled: boolean
}

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0)

export function fraudSignals(input: FraudSignalInput): Record<string, string | number | boolean> {
  return {
    screenWidth: whole(input.screenWidth),
    screenHeight: whole(input.screenHeight),
    timezoneOffset: Number.isFinite(input.timezoneOffset) ? Math.round(input.timezoneOffset) : 0,
    language: input.language.slice(0, 35),
    timeOnPageMs: whole(input.timeOnPageMs),
    cookiesEnabled: input.cookiesEnabled,
  }
}

/** The signals of this browser now; `startedAt` is when the page was shown (performance.now()). */
export function collectFraudSignals(startedAt: number): Record<string, string | number | boolean> {
  return fraudSignals({
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    timezoneOffset: new Date().getTimezoneOffset(),
    language: navigator.language ?? '',
    timeOnPageMs: performance.now() - startedAt,
    cookiesEnabled: navigator.cookieEnabled,
  })
}
