#!/usr/bin/env bash
# README's first command: install, build, migrate and seed the embedded SQLite database, then serve the
# shop at http://localhost:3000 in sandbox mode (mailbox and demo services on).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 SANDBOX=true
PORT="${PORT:-3000}"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npx next build
NODE_ENV=production node --import tsx scripts/seed.ts
echo
echo "ウェルネスの森 オンラインショップ: http://localhost:$PORT/   管理画面: http://localhost:$PORT/admin"
# The shop's server around Next (ADR 021): client address from the socket, security headers, CSP nonces.
PORT="$PORT" exec node --import tsx src/server/serve.ts
