import { describe, expect, it } from 'vitest'

import { createLogger } from '@/lib/log/logger'
import { REDACTED, redact } from '@/lib/log/redact'

function capture(level: Parameters<typeof createLogger>[0]['level'] = 'trace') {
  const lines: string[] = []
  const logger = createLogger({
    level,
    sink: (line) => lines.push(line),
    now: () => new Date('2026-11-22T00:00:00Z'),
  })
  return { logger, lines }
}

describe('logger redaction (spec §8)', () => {
  it('masks customer fields by key, wherever they are nested', () => {
    const { logger, lines } = capture()
    logger.info('order placed', {
      orderNumber: 'W2026-000123',
      customer: { lastName: '山田', firstName: '花子', email: 'hanako@example.jp', phone: '09012345678' },
      destination: { zip: '100-0001', prefecture: '東京都', street: '千代田1-1' },
      payment: { cardNumber: '4111111111111111', securityCode: '123' },
      oneTimePassword: '482910',
      sessionToken: 'abc',
    })
    const out = lines.join('\n')
    for (const secret of [
      '山田',
      '花子',
      'hanako@example.jp',
      '09012345678',
      '100-0001',
      '千代田',
      '4111111111111111',
      '482910',
      'abc"',
    ])
      expect(out).not.toContain(secret)
    expect(out).toContain('W2026-000123')
    expect(JSON.parse(lines[0]!).customer.lastName).toBe(REDACTED)
  })

  it('masks a cancelled course’s free-text reason by key (the member’s own words, issue 28)', () => {
    const { logger, lines } = capture()
    logger.info('course cancelled', {
      cancelReason: 'other',
      cancelReasonNote: '母の介護のため',
      cancel_reason_note: '母の介護のため',
    })
    expect(lines.join('\n')).not.toContain('介護')
    expect(JSON.parse(lines[0]!).cancelReason).toBe('other')
  })

  it('scrubs personal data out of free text and error messages', () => {
    const { logger, lines } = capture()
    logger.error('mail to hanako@example.jp failed for card 4111 1111 1111 1111, tel 03-1234-5678', {
      error: new Error('SMTP rejected hanako@example.jp'),
    })
    const out = lines.join('\n')
    expect(out).not.toContain('hanako@example.jp')
    expect(out).not.toContain('4111 1111 1111 1111')
    expect(out).not.toContain('03-1234-5678')
    expect(out).toContain('[EMAIL]')
  })

  it('respects the level and writes structured JSON lines', () => {
    const { logger, lines } = capture('warn')
    logger.info('hidden')
    logger.warn('shown', { count: 2 })
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toEqual({
      level: 'warn',
      time: '2026-11-22T00:00:00.000Z',
      msg: 'shown',
      count: 2,
    })
  })

  it('child loggers keep their bindings, redacted too', () => {
    const { logger, lines } = capture()
    logger.child({ route: '/api/inquiry', email: 'x@example.jp' }).info('ok')
    const entry = JSON.parse(lines[0]!)
    expect(entry.route).toBe('/api/inquiry')
    expect(entry.email).toBe(REDACTED)
  })

  it('survives circular structures', () => {
    const a: Record<string, unknown> = { name: 'x' }
    a.self = a
    expect(redact(a)).toEqual({ name: REDACTED, self: '[CIRCULAR]' })
  })
})
