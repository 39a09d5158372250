/**
 * Runs once when the server starts (Next's instrumentation hook; never during `next build`). It makes the start-up
 * rules of docs/adr/025-safe-demo-mode.md act at start rather than on the first request: reading the settings
 * refuses to start a production server without PAYLOAD_SECRET, or with the sandbox on but not allowed; and with the
 * card sandbox in use its port is taken now, so a busy CARD_SANDBOX_PORT stops the server with a clear message.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServerChecks } = await import('./instrumentation-node')
  await startServerChecks()
}
