#!/usr/bin/env bash
# The server the end-to-end tests run against: a fresh SQLite database, migrated and seeded, then the
# production build served by the shop's server, src/server/serve.ts around Next (ADR 021; never an npx wrapper:
# stack.md trap 15).
# Everything it prints also goes to tmp/e2e-logs/server.log (outside tmp/e2e, which is wiped below), which the
# log-audit project reads after the other tests to prove no personal data reached the logs (ADR 015). LOG_LEVEL
# is info so sign-ins are logged and the audit has real lines to check.
set -euo pipefail
# --conditions=production: lexical's Node entry awaits its build at the top level, and Node 20's loader then exits
# 13 at random while loading the rich-text editor (docs/adr/061-rich-text-editor.md); this resolves to that build.
PORT="${E2E_PORT:-3100}"
LOG_FILE="tmp/e2e-logs/server.log"
export SQLITE_FILE="tmp/e2e/shop.db" MEDIA_DIR="tmp/e2e/media" SITE_URL="http://localhost:$PORT" SANDBOX=true NEXT_TELEMETRY_DISABLED=1
export PAYLOAD_SECRET="e2e-secret-0123456789abcdef" LOG_LEVEL="info"
# Queued jobs run every minute as in production (scheduled publishing is tested end to end); the scheduled tasks (the
# hourly regular-delivery engine) are not queued, so no engine run lands in the middle of a test.
export PAYLOAD_DISABLE_JOB_SCHEDULES=1
export CARD_SANDBOX_PORT=0 ALLOW_SANDBOX_IN_PRODUCTION=true # own card sandbox on a free port; sandbox allowed (ADR 025)
# Playwright is the one trusted proxy: each test sends its own loopback client address (tests/e2e/support.ts), so
# per-IP limits count tests apart instead of summing the whole suite on 127.0.0.1.
export TRUSTED_PROXY_HOPS=1
mkdir -p "$(dirname "$LOG_FILE")"
: >"$LOG_FILE"
# Still shown on the terminal (Playwright pipes it), and appended line by line to the file.
exec > >(tee -a "$LOG_FILE") 2> >(tee -a "$LOG_FILE" >&2)
rm -rf tmp/e2e && mkdir -p tmp/e2e
NODE_ENV=production node --conditions=production --import tsx scripts/seed.ts
PORT="$PORT" exec node --conditions=production src/server/start.cjs
