#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server: a fresh cluster in a temporary folder, owned by an
# unprivileged user, listening on a free loopback port, removed afterwards. The command sees TEST_DATABASE_URL
# (and PG_URL) pointing at it. Installs Debian's `postgresql` package when no server binaries are found.
#   scripts/with-postgres.sh pnpm --filter @esg/server test
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
bindir="$(find_bin)"
if [ -z "$bindir" ] || [ ! -x "$bindir/postgres" ]; then
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  echo "Installing PostgreSQL (Debian's postgresql package)…" >&2
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq postgresql >/dev/null
  bindir="$(find_bin)"
fi

# initdb refuses to run as root: run the server as the package's `postgres` user (or `nobody`) then.
run_as=()
if [ "$(id -u)" -eq 0 ]; then
  user=postgres
  id "$user" >/dev/null 2>&1 || user=nobody
  run_as=(runuser -u "$user" --)
fi

dir="$(mktemp -d /tmp/esg-pg.XXXXXX)"
chmod 755 "$dir"
[ ${#run_as[@]} -gt 0 ] && chown "${run_as[2]}" "$dir"
port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

stop() {
  "${run_as[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${run_as[@]}" "$bindir/initdb" -D "$dir/data" -A trust -U esg -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
# fsync off: a test cluster is thrown away, durability buys nothing here.
"${run_as[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
  "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null

export TEST_DATABASE_URL="postgres://esg@127.0.0.1:$port/postgres"
export PG_URL="$TEST_DATABASE_URL"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on port $port" >&2
"$@"
