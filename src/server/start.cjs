/**
 * The production server's entry (`npm start`, the demo, the e2e server, the benches): src/server/serve.ts and the
 * few modules it imports itself, compiled as they are required by tsx's CommonJS hook.
 *
 * Not `node --import tsx`: that registers tsx's ESM loader hooks, which Node runs on a separate thread, and then
 * every dynamic import() of the process crosses to it and back — Next imports its cache handler that way on every
 * request (next-server.js getIncrementalCache), about a millisecond of each answer. Next's own build output is
 * JavaScript and needs no hook.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry: require is how it loads */
require('tsx/cjs/api').register()
require('./serve.ts')
