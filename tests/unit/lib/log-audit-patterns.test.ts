import { describe, expect, it } from 'vitest'

import { findForbidden, forbiddenInLogs } from '../../e2e/log-audit/personal-data-patterns'

const forbidden = forbiddenInLogs()
const check = (text: string) => findForbidden(text, forbidden)

describe('the e2e log audit patterns', () => {
  it('pass the lines a clean server writes', () => {
    const clean = [
      '{"level":"info","time":"2026-11-23T02:31:58.348Z","msg":"member signed in","customerId":1,"persistent":false}',
      '{"level":"info","time":"2026-11-23T02:32:00.001Z","msg":"one-time password issued","purpose":"entry","otpId":12}',
      '{"level":"warn","time":"2026-11-23T02:32:07.193Z","msg":"api request refused: origin","operationId":"postAuthLogin"}',
      '[02:31:52] INFO: Migrating: 20261122_074742_initial',
      '   ▲ Next.js 16.4.5',
      '   - Local:        http://localhost:3100',
      ' ✓ Ready in 812ms',
      '  site settings: brand groups written',
      '{"level":"info","msg":"x","email":"[REDACTED]","note":"[EMAIL] [CARD] [PHONE] Bearer [TOKEN]"}',
    ].join('\n')
    expect(check(clean)).toEqual([])
  })

  it("flag the demo members' data, addresses, cards, one-time-password mails and tokens, by label only", () => {
    expect(check('signed in member@example.jp')).toContain('demo member 1: email (line 1)')
    expect(check('name: 森野')).toContain('demo member 1: last name (line 1)')
    expect(check('kana ハナコ')).toContain('demo member 1: first name kana (line 1)')
    expect(check('tel 03-1234-5678')).toContain('demo member 1: phone (line 1)')
    expect(check('zip 100-0001')).toContain('demo member 1: postal code (line 1)')
    expect(check('東京都千代田区千代田1-1')).toContain('demo member 1: address (line 1)')
    expect(check('ok\nfrom someone@Example.JP')).toEqual(['an @example.jp address (line 2)'])
    expect(check('card 4111 1111 1111 1111')).toEqual(['a card-like number (line 1)'])
    expect(check('card 4111111111111111')).toEqual(['a card-like number (line 1)'])
    expect(check('確認コード：123456')).toEqual(['one-time-password mail text (line 1)'])
    expect(check(`cookie: shop_session=${'A'.repeat(43)}`)).toEqual(['a session cookie (line 1)'])
    expect(check('Authorization: Bearer abcdefgh12345')).toEqual(['a bearer token (line 1)'])
    expect(check('password kankeisha-pass-2026')).toContain('demo member 2: password (line 1)')
  })
})
