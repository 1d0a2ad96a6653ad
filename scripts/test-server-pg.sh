#!/usr/bin/env bash
# Runs the server tests again against a real PostgreSQL server. Which one:
#   1. TEST_DATABASE_URL when set;
#   2. the server on 127.0.0.1:5432 when one answers (database `test`, trust auth);
#   3. else a throw-away cluster started here (needs root and PostgreSQL's binaries);
#   4. else the pass is skipped, saying why.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
started=""
url="${TEST_DATABASE_URL:-}"
if [ -z "$url" ] && command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432; then
  url="postgres://postgres@127.0.0.1:5432/test"
fi
if [ -z "$url" ]; then
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  if [ -n "$PGBIN" ] && [ "$(id -u)" = 0 ]; then
    PGROOT=$(mktemp -d); PGPORT=54330
    id postgres >/dev/null 2>&1 || useradd --system --user-group --home-dir /var/lib/postgresql postgres
    chown postgres:postgres "$PGROOT"
    runuser -u postgres -- "$PGBIN/initdb" -D "$PGROOT/data" -U postgres --auth-local=trust --auth-host=trust -E UTF8 --no-sync >/dev/null
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/log" -w -o "-p $PGPORT -c listen_addresses=127.0.0.1 -k $PGROOT" start >/dev/null
    started="$PGROOT"
    url="postgres://postgres@127.0.0.1:$PGPORT/postgres"
    echo "started a temporary PostgreSQL on 127.0.0.1:$PGPORT"
  else
    echo "SKIPPED server tests on PostgreSQL: no server on 127.0.0.1:5432, TEST_DATABASE_URL unset, and no way to start one here (PostgreSQL binaries missing or not root)."
    echo "SKIP|postgres" > .tmp/vitest-pg.skipped
    exit 0
  fi
fi
echo "server tests against PostgreSQL: ${url}"
# The API fuzzing (10 000+ generated cases) runs once, in the PGlite pass: it probes the HTTP edge,
# which is the same code on both backends. Everything else, faults included, runs on PostgreSQL too.
echo "(the fuzz suites server/hardening/fuzz-*.property.test.ts run in the PGlite pass only)"
# Three process tests start servers on the embedded database whatever the pass (DATABASE_URL=''):
# the same run twice would be 4-5 minutes of this pass (the memory crawl's 20 000 URLs alone ~3).
EMBEDDED_ONLY=(server/ops/memory.process.test.ts server/operators/operator-cli.process.test.ts server/ops/public-url.process.test.ts)
echo "(${EMBEDDED_ONLY[*]} run in the PGlite pass only: their servers use the embedded database in both)"
excludes=(--exclude 'server/hardening/fuzz-*')
for f in "${EMBEDDED_ONLY[@]}"; do excludes+=(--exclude "$f"); done
# Two files at a time, each in a database of its own copied from one migrated for the run
# (server/test/global-setup.ts).
TEST_DATABASE_URL="$url" npx vitest run --project server "${excludes[@]}" --reporter=default --reporter=json --outputFile.json=.tmp/vitest-pg.json
code=$?
if [ -n "$started" ]; then
  runuser -u postgres -- "$PGBIN/pg_ctl" -D "$started/data" -m fast stop >/dev/null 2>&1
  rm -rf "$started"
fi
exit $code
