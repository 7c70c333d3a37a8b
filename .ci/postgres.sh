#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1:$PGPORT and prints its URL. Installs it where missing.
set -euo pipefail
PGPORT="${PGPORT:-55432}"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "installing postgresql" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
DIR=$(mktemp -d /tmp/hkwl-pg.XXXXXX)
chown postgres "$DIR"
runuser -u postgres -- "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PGPORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/log" -w start >/dev/null
runuser -u postgres -- "$BIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres hkwl_test
echo "$DIR" > /tmp/hkwl-pg-dir
echo "postgres://postgres@127.0.0.1:$PGPORT/hkwl_test"
