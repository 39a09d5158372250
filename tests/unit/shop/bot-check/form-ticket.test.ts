/** The bot check of a form sent without its scripts (docs/adr/059): signed, not too soon, not too late, once. */
import { describe, expect, it } from 'vitest'

import {
  checkFormTicket,
  FORM_TICKET_MAX_AGE_MS,
  FORM_TICKET_MESSAGES,
  FORM_TICKET_MIN_AGE_MS,
  formTicketMessage,
  issueFormTicket,
} from '@/shop/bot-check/form-ticket'
import { createMemoryReplayCache } from '@/shop/bot-check/replay-cache'

const SECRET = 'form-ticket-test-secret-0123456789'
const T0 = 1_790_000_000_000

describe('form tickets', () => {
  it('take a ticket the server issued, between the least and the most time, once', async () => {
    const replay = createMemoryReplayCache()
    const ticket = issueFormTicket(SECRET, T0, 'abc')
    expect(await checkFormTicket(ticket, SECRET, replay, T0 + FORM_TICKET_MIN_AGE_MS)).toEqual({ ok: true })
    expect(await checkFormTicket(ticket, SECRET, replay, T0 + FORM_TICKET_MIN_AGE_MS + 1)).toEqual({
      ok: false,
      reason: 'replayed',
    })
  })

  it('refuse one sent at once, and one from a page left open too long', async () => {
    const replay = createMemoryReplayCache()
    const ticket = issueFormTicket(SECRET, T0, 'abc')
    expect(await checkFormTicket(ticket, SECRET, replay, T0 + FORM_TICKET_MIN_AGE_MS - 1)).toEqual({
      ok: false,
      reason: 'too-soon',
    })
    expect(await checkFormTicket(ticket, SECRET, replay, T0 + FORM_TICKET_MAX_AGE_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuse a missing, altered or foreign ticket', async () => {
    const replay = createMemoryReplayCache()
    const later = T0 + 10_000
    const ticket = issueFormTicket(SECRET, T0, 'abc')
    const [, id, signature] = ticket.split('.')
    for (const bad of [undefined, '', 'x', `${T0 - 60_000}.${id}.${signature}`, `${ticket}.x`]) {
      expect(await checkFormTicket(bad, SECRET, replay, later)).toEqual({ ok: false, reason: 'invalid' })
    }
    expect(await checkFormTicket(ticket, 'another-secret-0123456789abcdef', replay, later)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('say why in Japanese, without telling a forger which check failed', () => {
    expect(formTicketMessage('too-soon')).toBe(FORM_TICKET_MESSAGES.tooSoon)
    expect(formTicketMessage('expired')).toBe(FORM_TICKET_MESSAGES.expired)
    expect(formTicketMessage('invalid')).toBe(formTicketMessage('replayed'))
  })
})
