/**
 * What must never appear in a server log (spec §8; ADR 015): the demo members' and staff's personal data as
 * the seed holds it, any @example.jp address, card-like numbers, one-time-password mail text and session
 * tokens. Built from the seed itself, so a changed demo member is still covered.
 */
import { DEMO_CUSTOMERS } from '../../../src/cms/seed/customers'
import { DEMO_STAFF } from '../../../src/cms/seed/staff'

export type Forbidden = { label: string; test: (line: string) => boolean }

const literal = (label: string, value: string | null | undefined): Forbidden[] =>
  value ? [{ label, test: (line) => line.includes(value) }] : []

const pattern = (label: string, re: RegExp): Forbidden => ({ label, test: (line) => re.test(line) })

/** '0312345678' is also written 03-1234-5678 or 03 1234 5678. */
function phonePattern(digits: string): RegExp {
  return new RegExp(digits.split('').join('[ -]?'))
}

function demoCustomerData(): Forbidden[] {
  return DEMO_CUSTOMERS.flatMap((c, i) => {
    const who = `demo member ${i + 1}`
    const postal = c.postalCode ? `${c.postalCode.slice(0, 3)}-?${c.postalCode.slice(3)}` : null
    return [
      ...literal(`${who}: email`, c.email),
      ...literal(`${who}: password`, c.password),
      ...literal(`${who}: last name`, c.lastName),
      ...literal(`${who}: first name`, c.firstName),
      ...literal(`${who}: last name kana`, c.lastNameKana),
      ...literal(`${who}: first name kana`, c.firstNameKana),
      ...literal(`${who}: address`, `${c.prefecture ?? ''}${c.city ?? ''}${c.town ?? ''}`),
      ...literal(`${who}: building`, c.building),
      ...(c.phone ? [pattern(`${who}: phone`, phonePattern(c.phone))] : []),
      ...(postal ? [pattern(`${who}: postal code`, new RegExp(`(?<!\\d)${postal}(?!\\d)`))] : []),
    ]
  })
}

function demoStaffData(): Forbidden[] {
  return DEMO_STAFF.flatMap((s, i) => [
    ...literal(`demo staff ${i + 1}: email`, s.email),
    ...literal(`demo staff ${i + 1}: password`, s.password),
    ...literal(`demo staff ${i + 1}: name`, s.name),
  ])
}

export function forbiddenInLogs(): Forbidden[] {
  return [
    ...demoCustomerData(),
    ...demoStaffData(),
    pattern('an @example.jp address', /[A-Za-z0-9._%+-]+@example\.jp/i),
    // 13–19 digits, optionally grouped by spaces or hyphens (the same net as src/lib/log/redact.ts).
    pattern('a card-like number', /\b(?:\d[ -]?){12,18}\d\b/),
    pattern(
      'one-time-password mail text',
      /確認コード\s*[:：]|確認コードのお知らせ|確認コードをお尋ねすることはありません/,
    ),
    pattern('a session cookie', /shop_session=[A-Za-z0-9_-]{16,}/),
    pattern('a cart cookie', /cart_token=[A-Za-z0-9_-]{16,}/),
    pattern('a bearer token', /Bearer\s+(?!\[TOKEN\])[A-Za-z0-9._~+/-]{8,}/),
  ]
}

/** Labels and line numbers only: the report must not repeat what it found. */
export function findForbidden(text: string, forbidden: readonly Forbidden[]): string[] {
  const found: string[] = []
  text.split('\n').forEach((line, index) => {
    for (const f of forbidden) if (f.test(line)) found.push(`${f.label} (line ${index + 1})`)
  })
  return found
}
