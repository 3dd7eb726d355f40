#!/usr/bin/env bash
# `npm test`: every test, in the order a failure is cheapest to find. Installs what it needs
# (node_modules, Debian's PostgreSQL, Redis, HAProxy and Chromium) when missing. Prints how long
# each step took.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
step() {
  local name=$1
  shift
  local t0
  t0=$(date +%s)
  echo
  echo "=== ${name}"
  "$@"
  echo "--- ${name}: $(($(date +%s) - t0)) s"
}

[ -f node_modules/.package-lock.json ] || step "install (npm ci)" npm ci --no-audit --no-fund

# jest's default is one worker fewer than the cores: on a 2-core machine that is a single worker
# and the server suites ran on one core while the other idled. Every test file has its own data
# directory (SQLite) or schema (PostgreSQL), so files may run side by side; at most 4, since each
# PostgreSQL test app keeps pooled connections (max_connections is 200 in with-postgres.sh).
workers=$(nproc)
[ "$workers" -gt 4 ] && workers=4

# The plan reads "tomorrow" in the student's zone, never the server's: its parser tables and
# instruction endpoint tests (and exam reviews' local days, all-day events read from another zone, the time layer itself, and the parents' Sunday digest) run again with the server process in three zones.
plan_time_zones() {
  for tz in UTC America/Los_Angeles Asia/Shanghai; do
    echo "--- server process TZ=${tz}"
    SERVER_TEST_TZ=$tz npx jest --selectProjects server --maxWorkers="$workers" -- \
      server/src/modules/study-plan/instruction/__tests__/'(parse-table|parse-held-out|table-more|table-fresh|table-spoken|table-everyday|parse-several-days|parse-spoken-extra|parse-every-hour)' \
      server/test/study-plan/'instruction-(offline|zones)' \
      server/test/exam-tactics/'(exam-reviews|exam-blocks-plan)' \
      server/test/today-tasks/all-day-zones \
      server/test/lib/time \
      server/test/parent-digest/weekly
  done
}

step "type check (app, contract, server)" npm run -s typecheck
step "lint" npm run -s lint
step "app unit tests" npx jest --selectProjects app --maxWorkers="$workers"
step "server tests on SQLite" npx jest --selectProjects server --maxWorkers="$workers"
step "plan instructions, server process in UTC, Los Angeles and Shanghai" plan_time_zones
# On PostgreSQL, only the test files that load the database layer (jest follows their imports
# from server/src/db/database.ts): the others (parsers, the checker, providers, the contract)
# never touch a database, so a second run would repeat the first exactly (half the suite's time).
step "server tests on PostgreSQL" bash scripts/with-postgres.sh npx jest --selectProjects server --maxWorkers="$workers" --findRelatedTests -- server/src/db/database.ts
step "scale-out: two instances, PostgreSQL, Redis, S3, HAProxy" bash scripts/scale-out.sh
step "H5 production build" npm run -s build:h5
step "weapp production build" npm run -s build:weapp
step "mini-program pages in miniprogram-simulate" npx jest --selectProjects weapp
step "Debian packages for the browser tests" bash scripts/ensure-debian-packages.sh chromium fonts-noto-cjk
step "size budgets" node bench/size.mjs
step "end-to-end journeys in Chromium" npx jest --selectProjects e2e --runInBand

echo
echo "All tests passed in $(($(date +%s) - started)) s"
