/**
 * Birth dates as the forms take them (year, month and day chosen separately): a real calendar date, not in
 * the future, not before 1900. Pure; `today` is passed so tests and the server agree on "now".
 */
export const BIRTH_YEAR_MIN = 1900

export function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

export function birthDateProblem(
  year: number,
  month: number,
  day: number,
  today: string,
): 'invalid' | 'future' | null {
  if (year < BIRTH_YEAR_MIN || !isRealDate(year, month, day)) return 'invalid'
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${year}-${pad(month)}-${pad(day)}` > today ? 'future' : null
}

/** Today's date in Japan ('YYYY-MM-DD'): birthdays and ages are Japanese calendar days. */
export function todayInJapan(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10)
}

/** Years offered in the year select, newest first. */
export function birthYears(today: string): number[] {
  const current = Number(today.slice(0, 4))
  return Array.from({ length: current - BIRTH_YEAR_MIN + 1 }, (_, i) => current - i)
}
