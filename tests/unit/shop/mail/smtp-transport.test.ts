/**
 * The SMTP transport against a minimal SMTP server on loopback: proves the installed nodemailer (ADR 024:
 * upgraded past GHSA-2x7j-588g-ccc2) still delivers the shop's mails with the one call the shop makes.
 */
import { createServer, type Server, type Socket } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { smtpTransport } from '@/shop/mail/smtp-transport'

interface Received {
  from: string
  to: string[]
  data: string
}

let server: Server
let port = 0
const received: Received[] = []

/** Enough of RFC 5321 for one plain-text mail without TLS or AUTH. */
function session(socket: Socket) {
  let buffer = ''
  let inData = false
  let current: Received = { from: '', to: [], data: '' }
  socket.setEncoding('utf8')
  socket.write('220 localhost test SMTP\r\n')
  socket.on('data', (chunk: string) => {
    buffer += chunk
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end < 0) return
        current.data = buffer.slice(0, end)
        buffer = buffer.slice(end + 5)
        inData = false
        received.push(current)
        current = { from: '', to: [], data: '' }
        socket.write('250 OK queued\r\n')
        continue
      }
      const eol = buffer.indexOf('\r\n')
      if (eol < 0) return
      const line = buffer.slice(0, eol)
      buffer = buffer.slice(eol + 2)
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n')
      else if (verb === 'HELO') socket.write('250 localhost\r\n')
      else if (verb === 'MAIL') {
        current.from = line
        socket.write('250 OK\r\n')
      } else if (verb === 'RCPT') {
        current.to.push(line)
        socket.write('250 OK\r\n')
      } else if (verb === 'DATA') {
        inData = true
        socket.write('354 End data with <CR><LF>.<CR><LF>\r\n')
      } else if (verb === 'QUIT') {
        socket.end('221 Bye\r\n')
        return
      } else socket.write('250 OK\r\n')
    }
  })
}

beforeAll(async () => {
  server = createServer(session)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  port = typeof address === 'object' && address ? address.port : 0
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('smtpTransport', () => {
  it('delivers a Japanese plain-text mail over SMTP', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}/?ignoreTLS=true`)
    expect(transport.name).toBe('smtp')
    await transport.deliver({
      from: 'ウェルネスの森 <shop@example.jp>',
      to: 'hanako@example.jp',
      subject: 'ご注文ありがとうございます',
      text: 'ご注文を承りました。',
      kind: 'test',
    })
    expect(received).toHaveLength(1)
    const mail = received[0]
    expect(mail?.from).toContain('<shop@example.jp>')
    expect(mail?.to).toEqual(['RCPT TO:<hanako@example.jp>'])
    expect(mail?.data).toMatch(/^Subject: /m)
    expect(mail?.data).toMatch(/^To: hanako@example\.jp/m)
  })
})
