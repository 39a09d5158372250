import { describe, expect, it } from 'vitest'

import {
  answerKind,
  contentSecurityPolicy,
  nonceRequestHeader,
  requestScriptNonce,
  securityHeaders,
  type SecurityPolicyConfig,
} from '@/lib/http/security-headers'

const config: SecurityPolicyConfig = {
  siteUrl: 'http://localhost:3000',
  paymentOrigins: ['http://127.0.0.1:3190', 'https://pay.example/v1/', 'not a url'],
  tagManager: false,
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(' ')[0] === name)

describe('storefront policy', () => {
  const policy = contentSecurityPolicy({ kind: 'storefront', nonce: 'abc123==' }, config)

  it('runs scripts by nonce only, with strict-dynamic, and no plugins, <base> or framing', () => {
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'")
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline/)
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
  })

  it("lets the card provider's token script reach its API and forms go to the payment providers", () => {
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:3190 https://pay.example",
    )
    expect(directive(policy, 'form-action')).toBe(
      "form-action 'self' http://127.0.0.1:3190 https://pay.example",
    )
  })

  it('names Google Tag Manager only when a container is configured', () => {
    expect(policy).not.toMatch(/googletagmanager/)
    const withGtm = contentSecurityPolicy({ kind: 'storefront', nonce: 'n' }, { ...config, tagManager: true })
    expect(directive(withGtm, 'script-src')).toMatch(/https:\/\/www\.googletagmanager\.com/)
    expect(directive(withGtm, 'connect-src')).toMatch(/google-analytics/)
  })

  it("lets a staff member's draft-mode page be framed by the admin's live preview, and nothing else", () => {
    const framed = contentSecurityPolicy({ kind: 'storefront', nonce: 'n', sameOriginFraming: true }, config)
    expect(directive(framed, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it('needs a nonce', () => {
    expect(() => contentSecurityPolicy({ kind: 'storefront' }, config)).toThrow()
  })
})

describe('admin and other answers', () => {
  it('the admin keeps nonce scripts, allows its inline styles and its own frames', () => {
    const policy = contentSecurityPolicy({ kind: 'admin', nonce: 'n' }, config)
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n' 'strict-dynamic'")
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
  })

  it('JSON and files run nothing and are never framed', () => {
    expect(contentSecurityPolicy({ kind: 'other' }, config)).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
  })
})

describe('securityHeaders', () => {
  it('always sends nosniff, the referrer and permissions policies and frame options; HSTS only on https', () => {
    const headers = securityHeaders({ kind: 'other' }, config)
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    })
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
    expect(headers['strict-transport-security']).toBeUndefined()
    const https = securityHeaders(
      { kind: 'storefront', nonce: 'n' },
      { ...config, siteUrl: 'https://shop.example' },
    )
    expect(https['strict-transport-security']).toMatch(/^max-age=\d{8,}/)
    expect(https['content-security-policy']).toMatch(/upgrade-insecure-requests/)
  })

  it('SAMEORIGIN for the admin, and leaves out the CSP when the app set its own', () => {
    expect(securityHeaders({ kind: 'admin', nonce: 'n' }, config)['x-frame-options']).toBe('SAMEORIGIN')
    expect(
      securityHeaders({ kind: 'storefront', nonce: 'n' }, config, { contentSecurityPolicy: false })[
        'content-security-policy'
      ],
    ).toBeUndefined()
  })
})

describe('answerKind and the nonce request header', () => {
  it('is the admin for HTML under /admin, the storefront for other HTML, other for the rest', () => {
    expect(answerKind('/admin', 'text/html; charset=utf-8')).toBe('admin')
    expect(answerKind('/admin/collections/pages', 'text/html')).toBe('admin')
    expect(answerKind('/administrator/', 'text/html')).toBe('storefront')
    expect(answerKind('/api/docs/', 'text/html; charset=utf-8')).toBe('storefront')
    expect(answerKind('/api/cart/', 'application/json')).toBe('other')
    expect(answerKind('/admin/', undefined)).toBe('other')
  })

  it("is what Next's nonce reader understands", () => {
    expect(nonceRequestHeader('abc+/=')).toBe("script-src 'nonce-abc+/=' 'strict-dynamic'")
  })
})

describe('requestScriptNonce', () => {
  it('reads the nonce the server handed the request, as Next does', () => {
    const headers = new Headers({ 'content-security-policy': nonceRequestHeader('cGxhY2Vob2xkZXI=') })
    expect(requestScriptNonce(headers)).toBe('cGxhY2Vob2xkZXI=')
    expect(requestScriptNonce(new Headers())).toBeUndefined()
    expect(
      requestScriptNonce(new Headers({ 'content-security-policy': "script-src 'nonce-\"><x>'" })),
    ).toBeUndefined()
  })
})
