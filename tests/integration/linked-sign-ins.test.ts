/**
 * Unlinking LINE and the group ID on the my page (issue 12, docs/adr/036): DELETE customer/group (new) and
 * DELETE customer/line, refused for the member's last way to sign in.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE as groupUnlink } from '@/app/api/customer/group/route'
import { DELETE as lineUnlink } from '@/app/api/customer/line/route'
import { updateColumns } from '@/cms/guarded-update'
import { UNLINK_MESSAGES } from '@/shop/oidc/linked-sign-ins'

import { apiRequest, noParams, testPayload } from './helpers'
import { createMember, sessionToken, withSession } from './member-helper'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const del = (route: typeof lineUnlink, path: string, token: string | null) =>
  route(
    apiRequest(path, {
      method: 'DELETE',
      headers: { ...(token ? withSession(token) : {}), origin: 'http://localhost:3000' },
    }),
    noParams,
  )

const customer = (id: number) =>
  payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 0 })

describe('linked sign-ins', () => {
  it('a member unlinks the group ID: the link and the staff mark go; a guest is asked to sign in', async () => {
    const member = await createMember(payload, `linked-${randomUUID()}@example.jp`, {
      groupSubject: `group-${randomUUID()}`,
      isGroupStaff: true,
    })
    expect((await del(groupUnlink, 'customer/group', null)).status).toBe(401)
    const response = await del(groupUnlink, 'customer/group', await sessionToken(payload, member.id))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ groupLinked: false })
    const after = await customer(member.id)
    expect(after.groupSubject).toBeFalsy()
    expect(after.isGroupStaff).toBe(false)
  })

  it('refuses to unlink the last way to sign in (a member without a password), allows it while another remains', async () => {
    const member = await createMember(payload, `linked-nopw-${randomUUID()}@example.jp`, {
      lineSubject: `line-${randomUUID()}`,
      groupSubject: `group-${randomUUID()}`,
    })
    await updateColumns(payload, 'customers', member.id, { passwordHash: '' })
    const token = await sessionToken(payload, member.id)
    expect((await del(groupUnlink, 'customer/group', token)).status).toBe(200)
    const refused = await del(lineUnlink, 'customer/line', token)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      UNLINK_MESSAGES.lastWay('line'),
    )
    expect((await customer(member.id)).lineSubject).toBeTruthy()
  })
})
