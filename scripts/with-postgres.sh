#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: installs PostgreSQL from Debian when
# missing, starts a cluster in a temporary directory on a free loopback port, exports
# TEST_DATABASE_URL, runs the command, then stops and removes the cluster whatever happened.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-debian-packages.sh postgresql
bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
tmp=$(mktemp -d /tmp/pgtest.XXXXXX)
run_as=()
if [ "$(id -u)" -eq 0 ]; then
  # PostgreSQL refuses to run as root.
  chown postgres:postgres "$tmp"
  run_as=(runuser -u postgres --)
fi

cleanup() {
  "${run_as[@]}" "$bindir/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT

"${run_as[@]}" "$bindir/initdb" -D "$tmp/data" -U app --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${run_as[@]}" "$bindir/pg_ctl" -D "$tmp/data" -l "$tmp/log" -w \
  -o "-k $tmp -c listen_addresses=127.0.0.1 -p $port -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
"$bindir/createdb" -h 127.0.0.1 -p "$port" -U app app_test

export TEST_DATABASE_URL="postgres://app@127.0.0.1:$port/app_test"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on port $port"
"$@"
