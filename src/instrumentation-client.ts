/**
 * Runs in the browser before any of the app's client code (Next's client instrumentation hook).
 *
 * The shop's CSP allows no eval (docs/adr/021-security-headers-and-client-address.md). zod's JIT probes for eval
 * with `Function("")` whenever an object schema is built, and the browser reports that probe as a CSP violation
 * even though zod catches it. zod reads its settings from `globalThis.__zod_globalConfig` when it loads, so this
 * turns the JIT off in the browser before the first schema exists. The server keeps the JIT.
 */
const zodHolder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> }
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true }
