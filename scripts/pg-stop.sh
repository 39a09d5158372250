#!/usr/bin/env bash
# Stops the private cluster started by scripts/pg-start.sh.
set -u
PORT="${PGPORT_TEST:-54329}"
DIR="${PGDATA_TEST:-/tmp/shop-pg-$PORT}"
BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1)")
RUNAS=()
if [ "$(id -u)" = "0" ]; then RUNAS=(runuser -u postgres --); fi
"${RUNAS[@]}" "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null 2>&1 || true
