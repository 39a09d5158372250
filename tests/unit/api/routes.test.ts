import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'

import { apiCalls } from '@/lib/api/registry'
import { declaredCalls, renderRouteFiles, routeOf, ROUTES_DIR } from '@/lib/api/route-source'

import { addressCall, memberCall, searchCall } from './fixtures'

describe('routes: the browser’s zod-free routes (docs/adr/037-javascript-budget.md)', () => {
  it('src/lib/api/routes/ is what `npm run api:routes` writes from the declarations today', async () => {
    const files = renderRouteFiles(await declaredCalls())
    expect((await readdir(ROUTES_DIR)).sort(), 'run `npm run api:routes`').toEqual(
      [...files.keys()].map((f) => path.basename(f)).sort(),
    )
    for (const [file, text] of files) {
      const options = (await resolveConfig(file)) ?? {}
      const expected = await format(text, { ...options, filepath: file })
      expect(await readFile(file, 'utf8'), `${file}: run \`npm run api:routes\``).toBe(expected)
    }
  })

  it('has one route per declared call, equal to the call’s own route', async () => {
    const declared = await declaredCalls()
    expect(declared.map((d) => d.call)).toEqual(expect.arrayContaining(apiCalls))
    for (const { module, name, call } of declared) {
      const routes = (await import(path.join(ROUTES_DIR, `${module}.ts`))) as Record<string, unknown>
      expect(routes[name], name).toEqual(routeOf(call))
    }
  })

  it('lists what must not be missing, as the schema says', () => {
    expect(routeOf(addressCall).required.params).toEqual({ undefined: ['postalCode'], null: ['postalCode'] })
    expect(routeOf(searchCall).required.query).toEqual({ undefined: ['keyword'], null: ['keyword'] })
    const member = routeOf(memberCall)
    expect(member.required.body).toEqual(['undefined', 'null'])
    // nickname is nullable and optional, address optional: neither is required.
    expect(member.required.bodyKeys).toEqual({ undefined: ['name', 'email'], null: ['name', 'email'] })
    expect(member.hasBody).toBe(true)
    expect(routeOf(addressCall).hasBody).toBe(false)
  })
})
