#!/usr/bin/env bash
# The scale-out suite: a throwaway PostgreSQL (scripts/with-postgres.sh), then, from the suite's
# global setup, Redis (Debian's redis-server), an S3-compatible store (s3rver from npm), two
# compiled server instances and Debian's HAProxy in front, all on free loopback ports.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-debian-packages.sh redis-server haproxy postgresql
node scripts/build-server.mjs --if-stale
exec bash scripts/with-postgres.sh npx jest --selectProjects scale-out --runInBand "$@"
