import { describe, expect, it } from 'vitest'

import { groupProfile, lineProfile } from '@/shop/oidc/claims'
import { oidcErrors } from '@/shop/oidc/oidc-errors'
import { resolveProviderSettings } from '@/shop/oidc/providers'
import { decideGroupSignIn, decideLineLink, decideLineSignIn } from '@/shop/oidc/sign-in-rules'

const member = (
  id: number,
  over: { withdrawnAt?: string; lineSubject?: string; groupSubject?: string } = {},
) => ({
  id,
  withdrawnAt: null,
  lineSubject: null,
  groupSubject: null,
  ...over,
})

describe('LINE sign-in rules', () => {
  it('signs in the linked member, asks an unknown LINE account to link, refuses a withdrawn member', () => {
    const m = member(1, { lineSubject: 'U1' })
    expect(decideLineSignIn(m)).toEqual({ action: 'sign-in', member: m })
    expect(decideLineSignIn(null)).toEqual({ action: 'link-required' })
    expect(decideLineSignIn(member(2, { withdrawnAt: '2026-01-01' })).action).toBe('refuse-withdrawn')
  })

  it('links once per member and per LINE account', () => {
    expect(decideLineLink(member(1), 'U1', null)).toEqual({ action: 'link' })
    expect(decideLineLink(member(1, { lineSubject: 'U1' }), 'U1', member(1)).action).toBe('already-linked')
    expect(decideLineLink(member(1), 'U1', member(2, { lineSubject: 'U1' })).action).toBe(
      'refuse-linked-to-other',
    )
    expect(decideLineLink(member(1, { lineSubject: 'U9' }), 'U1', null).action).toBe(
      'refuse-member-has-other',
    )
  })
})

describe('group sign-in rules', () => {
  it('signs in the member linked to the subject, unless withdrawn', () => {
    const linked = member(1, { groupSubject: 'g1' })
    expect(decideGroupSignIn({ linked, sameEmail: null, emailVerified: false })).toEqual({
      action: 'sign-in',
      member: linked,
    })
    expect(
      decideGroupSignIn({
        linked: member(1, { withdrawnAt: '2026-01-01' }),
        sameEmail: null,
        emailVerified: true,
      }).action,
    ).toBe('refuse-withdrawn')
  })

  it('links a member by email only when the IdP verified it and the member has not withdrawn', () => {
    const same = member(3)
    expect(decideGroupSignIn({ linked: null, sameEmail: same, emailVerified: true })).toEqual({
      action: 'link-and-sign-in',
      member: same,
    })
    expect(decideGroupSignIn({ linked: null, sameEmail: same, emailVerified: false }).action).toBe(
      'entry-required',
    )
    expect(
      decideGroupSignIn({
        linked: null,
        sameEmail: member(3, { withdrawnAt: '2026-01-01' }),
        emailVerified: true,
      }).action,
    ).toBe('entry-required')
    expect(decideGroupSignIn({ linked: null, sameEmail: null, emailVerified: true }).action).toBe(
      'entry-required',
    )
  })

  it('never moves a member from one group identity to another', () => {
    expect(
      decideGroupSignIn({
        linked: null,
        sameEmail: member(3, { groupSubject: 'g-old' }),
        emailVerified: true,
      }).action,
    ).toBe('refuse-linked-to-other')
  })
})

describe('claims', () => {
  it('take the LINE display name, with a fallback', () => {
    expect(lineProfile({ subject: 'U1', claims: { name: ' LINE 花子 ' } })).toEqual({
      subject: 'U1',
      displayName: 'LINE 花子',
    })
    expect(lineProfile({ subject: 'U1', claims: { name: 42 } }).displayName).toBe('LINEのお客さま')
  })

  it('read the group identity: lower-case email, verified flag, names and the group_staff claim', () => {
    expect(
      groupProfile({
        subject: 'g1',
        claims: {
          email: 'Taro@Example.JP',
          email_verified: 'true',
          family_name: 'グループ',
          given_name: '太郎',
          group_staff: true,
        },
      }),
    ).toEqual({
      subject: 'g1',
      email: 'taro@example.jp',
      emailVerified: true,
      lastName: 'グループ',
      firstName: '太郎',
      isGroupStaff: true,
    })
    const bare = groupProfile({ subject: 'g2', claims: { email_verified: true, group_staff: 'yes' } })
    expect(bare).toMatchObject({ email: null, emailVerified: false, isGroupStaff: false, lastName: null })
  })
})

describe('provider settings', () => {
  const site = 'http://localhost:3100'

  it('default to the sandbox issuer and demo client while the sandbox is on', () => {
    expect(resolveProviderSettings('line', { siteUrl: site, sandboxEnabled: true })).toEqual({
      name: 'line',
      issuer: 'http://localhost:3100/sandbox/oidc/line',
      clientId: 'sandbox-line-shop',
      clientSecret: 'sandbox-line-secret-not-for-production',
      redirectUri: 'http://localhost:3100/login/line/callback/',
      scope: 'openid profile',
      sandbox: true,
    })
    expect(resolveProviderSettings('group', { siteUrl: site, sandboxEnabled: true })?.redirectUri).toBe(
      'http://localhost:3100/login/suntory/callback/',
    )
  })

  it('are absent without an issuer when the sandbox is off, or without a client for a real issuer', () => {
    expect(resolveProviderSettings('line', { siteUrl: site, sandboxEnabled: false })).toBeNull()
    expect(
      resolveProviderSettings('group', {
        siteUrl: site,
        sandboxEnabled: true,
        issuer: 'https://sso.example.jp',
      }),
    ).toBeNull()
  })

  it('answer 503 with a Japanese message when a provider is not configured', () => {
    const error = oidcErrors.notConfigured('line')
    expect(error.status).toBe(503)
    expect(error.toEnvelope().error).toEqual({
      code: 'oidc_not_configured',
      message:
        '現在、LINEでのログインはご利用いただけません。メールアドレスとパスワードでログインしてください。',
    })
  })

  it('use the configured issuer and client, never as a sandbox', () => {
    const settings = resolveProviderSettings('line', {
      siteUrl: 'https://shop.example.jp',
      sandboxEnabled: false,
      issuer: 'https://access.line.me/',
      clientId: '1650000000',
      clientSecret: 'secret',
    })
    expect(settings).toMatchObject({
      issuer: 'https://access.line.me',
      clientId: '1650000000',
      redirectUri: 'https://shop.example.jp/login/line/callback/',
      sandbox: false,
    })
  })
})
