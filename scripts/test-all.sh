#!/usr/bin/env bash
# The whole test suite (README's second command): installs what is missing, then typecheck, lint, unit and
# integration tests (temporary SQLite; also PostgreSQL when WITH_POSTGRES=1), production build (then, with
# WITH_POSTGRES=1, two production instances on one PostgreSQL), end-to-end tests in Chromium with axe checks. Ends with one line "N passed, N failed" summing every runner, where
# typecheck, lint and build count as one check each.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CI="${CI:-}"
# The tests' own build folder: a demo serving .next/ on this machine keeps working while the tests run.
export NEXT_DIST_DIR="${NEXT_DIST_DIR:-tmp/next-test}"
mkdir -p tmp
PASSED=0
FAILED=0
step() { echo; echo "══ $1"; }
count_check() { if [ "$1" -eq 0 ]; then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); echo "✗ $2 failed"; fi; }
count_json() {
  # $1: report file, $2: runner (vitest|playwright), $3: exit code of the runner
  local counts
  counts=$(node scripts/count-results.mjs "$2" "$1" 2>/dev/null) || counts="0 1"
  local p=${counts% *} f=${counts#* }
  if [ "$3" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  PASSED=$((PASSED + p)); FAILED=$((FAILED + f))
}

step "install"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || { echo "npm ci failed"; echo "0 passed, 1 failed"; exit 1; }
fi
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "installing Debian chromium…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) || echo "chromium install failed"
fi

step "typecheck"
npx tsc --noEmit; count_check $? typecheck

step "lint"
npm run -s lint; count_check $? lint

step "unit tests"
rm -f tmp/unit.json
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=tmp/unit.json; rc=$?
count_json tmp/unit.json vitest $rc

step "integration tests (SQLite)"
rm -f tmp/integration-sqlite.json
env -u DATABASE_URL npx vitest run --project integration --reporter=default --reporter=json \
  --outputFile.json=tmp/integration-sqlite.json; rc=$?
count_json tmp/integration-sqlite.json vitest $rc

if [ "${WITH_POSTGRES:-}" = "1" ]; then
  step "integration tests (PostgreSQL)"
  if pg_env=$(bash scripts/pg-start.sh); then
    eval "$pg_env"
    rm -f tmp/integration-postgres.json
    npx vitest run --project integration --reporter=default --reporter=json \
      --outputFile.json=tmp/integration-postgres.json; rc=$?
    count_json tmp/integration-postgres.json vitest $rc
    unset DATABASE_URL
    bash scripts/pg-stop.sh
  else
    echo "could not start PostgreSQL"; FAILED=$((FAILED + 1))
  fi
fi

step "build"
npx next build 2>&1 | tee tmp/build.log; build_rc=${PIPESTATUS[0]}
# docs/adr/004-caching.md: nothing touches the database at build (a prerendered page would freeze whatever
# content the build machine's database had).
if [ $build_rc -eq 0 ] && grep -q "db-sqlite\|Migrating:" tmp/build.log; then
  echo "the build read the database: a page without dynamic segments was prerendered (see ADR 004)"
  build_rc=1
fi
count_check $build_rc build

if [ "${WITH_POSTGRES:-}" = "1" ]; then
  # docs/adr/040-several-instances.md: two production servers on one PostgreSQL; a publish on one shows on the other.
  step "two instances on one PostgreSQL"
  if [ $build_rc -ne 0 ]; then
    echo "skipped: the build failed"; FAILED=$((FAILED + 1))
  elif pg_env=$(bash scripts/pg-start.sh); then
    eval "$pg_env"
    node --conditions=production --import tsx scripts/two-instances.ts; count_check $? "two instances"
    unset DATABASE_URL
    bash scripts/pg-stop.sh
  else
    echo "could not start PostgreSQL"; FAILED=$((FAILED + 1))
  fi
fi

step "end-to-end tests"
if [ $build_rc -eq 0 ]; then
  rm -f tmp/e2e-results.json
  npx playwright test; rc=$?
  count_json tmp/e2e-results.json playwright $rc
else
  echo "skipped: the build failed"; FAILED=$((FAILED + 1))
fi

echo
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
