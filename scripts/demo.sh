#!/usr/bin/env bash
# README's first command: install, build, migrate and seed the embedded SQLite database, then serve the
# shop at http://localhost:3000 in sandbox mode (mailbox and demo services on).
# Demo mode (docs/adr/025-safe-demo-mode.md): a production build with the sandbox explicitly allowed. The sandbox
# pages (mailbox, card and sign-in sandboxes) answer only this machine (loopback) or a signed-in admin. Without
# PAYLOAD_SECRET the app secret is generated once into data/.payload-secret (mode 0600, never committed). The card
# sandbox listens on 127.0.0.1:${CARD_SANDBOX_PORT:-3190}; if that port is taken the server says so and stops
# (set CARD_SANDBOX_PORT=0 for any free port).
set -euo pipefail
# --conditions=production: lexical's Node entry awaits its build at the top level, and Node 20's loader then exits
# 13 at random while loading the rich-text editor (docs/adr/061-rich-text-editor.md); this resolves to that build.
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 SANDBOX=true ALLOW_SANDBOX_IN_PRODUCTION=true
PORT="${PORT:-3000}"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npx next build
NODE_ENV=production node --conditions=production --import tsx scripts/seed.ts
echo
echo "ウェルネスの森 オンラインショップ: http://localhost:$PORT/   管理画面: http://localhost:$PORT/admin"
# The shop's server around Next (ADR 021): client address from the socket, security headers, CSP nonces.
PORT="$PORT" exec node --conditions=production src/server/start.cjs
