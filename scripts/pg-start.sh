#!/usr/bin/env bash
# Starts a private PostgreSQL cluster on 127.0.0.1 for the integration tests (CI and local runs) and prints
# the DATABASE_URL to use. Installs Debian's postgresql when missing. Usage: eval "$(bash scripts/pg-start.sh)"
set -euo pipefail
PORT="${PGPORT_TEST:-54329}"
DIR="${PGDATA_TEST:-/tmp/shop-pg-$PORT}"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "installing postgresql…" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2
fi
BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
RUNAS=()
if [ "$(id -u)" = "0" ]; then RUNAS=(runuser -u postgres --); fi
if [ ! -f "$DIR/PG_VERSION" ]; then
  mkdir -p "$DIR"
  [ "$(id -u)" = "0" ] && chown postgres:postgres "$DIR"
  "${RUNAS[@]}" "$BIN/initdb" -D "$DIR" -U shop --auth=trust -E UTF8 --locale=C.UTF-8 >&2
fi
if ! "${RUNAS[@]}" "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  "${RUNAS[@]}" "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k /tmp -c fsync=off -c max_connections=200" start >&2
fi
echo "export PG_TEST_BIN=$BIN PG_TEST_DIR=$DIR"
echo "export DATABASE_URL=postgres://shop@127.0.0.1:$PORT/postgres"
