#!/usr/bin/env bash
# The server the end-to-end tests run against: a fresh SQLite database, migrated and seeded, then the
# production build served by `next start` (never an npx wrapper: stack.md trap 15).
set -euo pipefail
PORT="${E2E_PORT:-3100}"
export SQLITE_FILE="tmp/e2e/shop.db" MEDIA_DIR="tmp/e2e/media" SITE_URL="http://localhost:$PORT" SANDBOX=true NEXT_TELEMETRY_DISABLED=1
export PAYLOAD_SECRET="e2e-secret-0123456789abcdef" LOG_LEVEL="${LOG_LEVEL:-warn}" PAYLOAD_DISABLE_JOBS=1
rm -rf tmp/e2e && mkdir -p tmp/e2e
NODE_ENV=production node --import tsx scripts/seed.ts
exec node node_modules/next/dist/bin/next start -p "$PORT"
