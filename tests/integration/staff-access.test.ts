import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/cms/payload-types'

import { testPayload } from './helpers'

let payload: Payload
const staff: Record<'admin' | 'editor' | 'marketer', User & { collection: 'users' }> = {} as never
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['admin', 'editor', 'marketer'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${role}-acl@example.jp`, password: `${role}-pass-2026`, name: role, roles: [role] },
    })
    staff[role] = { ...user, collection: 'users' }
  }
})

const notice = (code: string) => ({
  code,
  title: 'テスト',
  selectionDiv: 'system' as const,
  publishedAt: '2026-11-01T00:00:00.000Z',
  _status: 'published' as const,
})

const banner = (key: string) => ({
  key,
  title: 'バナー',
  href: '/first/',
  placement: 'top-sub' as const,
  _status: 'published' as const,
})

describe('staff roles', () => {
  it('editors edit notices; marketers cannot', async () => {
    await expect(
      payload.create({
        collection: 'information',
        data: notice('acl-e'),
        user: staff.editor,
        overrideAccess: false,
        context: ctx,
      }),
    ).resolves.toMatchObject({ code: 'acl-e' })
    await expect(
      payload.create({
        collection: 'information',
        data: notice('acl-m'),
        user: staff.marketer,
        overrideAccess: false,
        context: ctx,
      }),
    ).rejects.toThrow()
  })

  it('marketers edit banners and campaign pages, but not information pages', async () => {
    await expect(
      payload.create({
        collection: 'banners',
        data: banner('acl-b'),
        user: staff.marketer,
        overrideAccess: false,
        context: ctx,
      }),
    ).resolves.toMatchObject({ key: 'acl-b' })
    await expect(
      payload.create({
        collection: 'pages',
        data: {
          path: 'campaign/acl',
          title: 'キャンペーン',
          section: 'campaign',
          template: 'standard',
          _status: 'published',
        },
        user: staff.marketer,
        overrideAccess: false,
        context: ctx,
      }),
    ).resolves.toMatchObject({ path: 'campaign/acl' })
    await expect(
      payload.create({
        collection: 'pages',
        data: {
          path: 'acl-info',
          title: '案内',
          section: 'information',
          template: 'standard',
          _status: 'published',
        },
        user: staff.marketer,
        overrideAccess: false,
        context: ctx,
      }),
    ).rejects.toThrow()
  })

  it('a marketer cannot move a campaign page out of the campaign section', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        path: 'campaign/move',
        title: '移動',
        section: 'campaign',
        template: 'standard',
        _status: 'published',
      },
      context: ctx,
    })
    await expect(
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { section: 'information' },
        user: staff.marketer,
        overrideAccess: false,
        context: ctx,
      }),
    ).rejects.toThrow()
  })

  it('only admins manage users', async () => {
    const data = {
      email: 'new-staff@example.jp',
      password: 'new-pass-2026',
      name: '新人',
      roles: ['editor' as const],
    }
    await expect(
      payload.create({ collection: 'users', data, user: staff.editor, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'users', data, user: staff.marketer, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'users', data, user: staff.admin, overrideAccess: false }),
    ).resolves.toMatchObject({
      email: 'new-staff@example.jp',
    })
  })

  it('an editor cannot give themselves the admin role', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: staff.editor.id,
      data: { roles: ['admin'] },
      user: staff.editor,
      overrideAccess: false,
    })
    expect(updated.roles).toEqual(['editor'])
  })

  it('inquiries and the outbox are not readable without staff rights', async () => {
    await expect(payload.find({ collection: 'inquiries', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.find({ collection: 'mail-outbox', overrideAccess: false, user: staff.editor }),
    ).rejects.toThrow()
  })
})
