import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { readOrCreateInstallSecret } from '@/lib/config/install-secret'
import { decideStartup, OLD_DEMO_SECRET, type StartupInput } from '@/lib/config/startup-rules'

const base: StartupInput = {
  nodeEnv: 'production',
  building: false,
  payloadSecret: undefined,
  sandbox: undefined,
  allowSandboxInProduction: false,
  legacyEnableSandboxInProduction: false,
  sqliteFile: 'data/shop.db',
}
const decide = (overrides: Partial<StartupInput>) => decideStartup({ ...base, ...overrides })
const installFile = { source: 'install-file', path: path.join('data', '.payload-secret') }

describe('startup rule: sandbox and secret (ADR 025)', () => {
  it('production without PAYLOAD_SECRET refuses to start, naming the variable', () => {
    const decision = decide({})
    expect(decision.ok).toBe(false)
    if (!decision.ok) expect(decision.refusal).toContain('PAYLOAD_SECRET must be set in production')
  })

  it('production with PAYLOAD_SECRET runs with the sandbox off and that secret', () => {
    expect(decide({ payloadSecret: 'x'.repeat(40) })).toEqual({
      ok: true,
      sandboxEnabled: false,
      secret: { source: 'env', secret: 'x'.repeat(40) },
    })
  })

  it('an empty PAYLOAD_SECRET counts as unset', () => {
    expect(decide({ payloadSecret: '  ' }).ok).toBe(false)
  })

  it('production with SANDBOX=true refuses unless ALLOW_SANDBOX_IN_PRODUCTION=true, even with a secret', () => {
    const refused = decide({ sandbox: true, payloadSecret: 'x'.repeat(40) })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.refusal).toContain('ALLOW_SANDBOX_IN_PRODUCTION=true')
    expect(decide({ sandbox: true })).toMatchObject({ ok: false })
  })

  it('the allowed production demo uses the install secret file beside the database', () => {
    expect(decide({ sandbox: true, allowSandboxInProduction: true })).toEqual({
      ok: true,
      sandboxEnabled: true,
      secret: installFile,
    })
    expect(
      decide({ sandbox: true, allowSandboxInProduction: true, sqliteFile: 'tmp/e2e/shop.db' }),
    ).toMatchObject({ secret: { path: path.join('tmp', 'e2e', '.payload-secret') } })
  })

  it('ALLOW_SANDBOX_IN_PRODUCTION alone turns nothing on', () => {
    expect(decide({ allowSandboxInProduction: true })).toMatchObject({ ok: false })
    expect(decide({ allowSandboxInProduction: true, payloadSecret: 's'.repeat(40) })).toMatchObject({
      ok: true,
      sandboxEnabled: false,
    })
  })

  it('the old published demo constant is refused in production, even in the allowed demo', () => {
    expect(decide({ payloadSecret: OLD_DEMO_SECRET })).toMatchObject({ ok: false })
    expect(
      decide({ payloadSecret: OLD_DEMO_SECRET, sandbox: true, allowSandboxInProduction: true }),
    ).toMatchObject({ ok: false })
  })

  it('the retired ENABLE_SANDBOX_IN_PRODUCTION refuses with what replaced it', () => {
    const decision = decide({ legacyEnableSandboxInProduction: true, payloadSecret: 'x'.repeat(40) })
    expect(decision.ok).toBe(false)
    if (!decision.ok) expect(decision.refusal).toMatch(/SANDBOX=true and ALLOW_SANDBOX_IN_PRODUCTION=true/)
  })

  it('development and test: sandbox on by default, SANDBOX=false turns it off, the install secret when unset', () => {
    for (const nodeEnv of ['development', 'test'] as const) {
      expect(decide({ nodeEnv })).toEqual({ ok: true, sandboxEnabled: true, secret: installFile })
      expect(decide({ nodeEnv, sandbox: false })).toMatchObject({ ok: true, sandboxEnabled: false })
      expect(decide({ nodeEnv, payloadSecret: 'dev' })).toMatchObject({
        secret: { source: 'env', secret: 'dev' },
      })
    }
  })

  it('the build never refuses and never uses a constant', () => {
    expect(decide({ building: true })).toEqual({
      ok: true,
      sandboxEnabled: false,
      secret: { source: 'build' },
    })
    expect(decide({ building: true, sandbox: true })).toMatchObject({ ok: true })
  })
})

describe('install secret file', () => {
  it('is created once (random, 0600) and read back the same by every later process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'install-secret-'))
    const file = path.join(dir, 'nested', '.payload-secret')
    const first = readOrCreateInstallSecret(file)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(first).not.toBe(OLD_DEMO_SECRET)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(readOrCreateInstallSecret(file)).toBe(first)
    expect(fs.readdirSync(path.dirname(file))).toEqual(['.payload-secret'])

    const other = path.join(dir, 'other', '.payload-secret')
    expect(readOrCreateInstallSecret(other)).not.toBe(first)
  })

  it('a truncated file is an error, not a weak secret', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'install-secret-'))
    const file = path.join(dir, '.payload-secret')
    fs.writeFileSync(file, 'short\n')
    expect(() => readOrCreateInstallSecret(file)).toThrow(/shorter than 32/)
  })
})
