/**
 * Japanese era names (spec §3: 明治 … 令和) for birth dates. The registration form shows the era next to the
 * western year, as Japanese shoppers often know their birth year by era. Eras change on a day, not on
 * 1 January, so a year can belong to two eras (1989 is 昭和64年 until 7 January, then 平成元年).
 */
export interface Era {
  name: '明治' | '大正' | '昭和' | '平成' | '令和'
  /** First day of the era, 'YYYY-MM-DD'. */
  start: string
}

export const ERAS: readonly Era[] = [
  { name: '明治', start: '1868-10-23' },
  { name: '大正', start: '1912-07-30' },
  { name: '昭和', start: '1926-12-25' },
  { name: '平成', start: '1989-01-08' },
  { name: '令和', start: '2019-05-01' },
]

const pad = (n: number) => String(n).padStart(2, '0')
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`

function eraYear(era: Era, year: number): string {
  const n = year - Number(era.start.slice(0, 4)) + 1
  return `${era.name}${n === 1 ? '元' : n}年`
}

/** The era of a calendar date: 1989-01-08 → '平成元年'. Null before 明治. */
export function eraOfDate(year: number, month: number, day: number): string | null {
  const date = iso(year, month, day)
  const era = [...ERAS].reverse().find((e) => e.start <= date)
  return era ? eraYear(era, year) : null
}

/** Every era a western year touches: 1989 → '昭和64年／平成元年'; 2000 → '平成12年'. */
export function eraLabelOfYear(year: number): string {
  const first = eraOfDate(year, 1, 1)
  const last = eraOfDate(year, 12, 31)
  return [first, last].filter((v, i, all): v is string => Boolean(v) && all.indexOf(v) === i).join('／')
}
