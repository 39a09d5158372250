import { Writable } from 'node:stream'

import { APIError, Forbidden } from 'payload'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { clientErrorLine, staffLoggerOptions } from '@/cms/logging'

function capture() {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>)
      done()
    },
  })
  return { lines, logger: pino({ ...staffLoggerOptions }, sink) }
}

describe('Payload log lines for refused requests (ADR 023)', () => {
  it('turns a 4xx error, or a GraphQL error wrapping one, into one line', () => {
    expect(clientErrorLine(new Forbidden())).toBe(
      '403 Forbidden: You are not allowed to perform this action.',
    )
    const wrapped = { name: 'GraphQLError', message: '許可されていません。', originalError: new Forbidden() }
    expect(clientErrorLine(wrapped)).toBe('403 Forbidden: 許可されていません。')
    expect(clientErrorLine(new APIError('遷移できません', 400))).toBe('400 Bad Request: 遷移できません')
  })

  it('redacts personal data in the message', () => {
    expect(clientErrorLine(new APIError('hanako@example.jp は登録済みです', 400))).toBe(
      '400 Bad Request: [EMAIL] は登録済みです',
    )
  })

  it('leaves server errors alone', () => {
    expect(clientErrorLine(new APIError('boom'))).toBeNull()
    expect(clientErrorLine(new Error('boom'))).toBeNull()
    expect(clientErrorLine('boom')).toBeNull()
  })

  it('logs a 4xx at info without err or stack, and a 5xx with its stack', () => {
    const { lines, logger } = capture()
    logger.error({ err: new Forbidden() })
    logger.error({ err: new Error('database down') })
    logger.info({ msg: 'plain' })
    logger.warn(new Forbidden())
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: '403 Forbidden: You are not allowed to perform this action.',
    })
    expect(lines[0]).not.toHaveProperty('err')
    expect(lines[1]).toMatchObject({ level: 50, err: { message: 'database down' } })
    expect(String((lines[1]!.err as { stack: string }).stack)).toContain('\n')
    expect(lines[2]).toMatchObject({ level: 30, msg: 'plain' })
    expect(lines[3]).toMatchObject({
      level: 30,
      msg: '403 Forbidden: You are not allowed to perform this action.',
    })
    expect(lines).toHaveLength(4)
  })
})
