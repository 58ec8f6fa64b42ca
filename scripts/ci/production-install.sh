#!/usr/bin/env bash
# A production install as operators do it (issue #11 §3, docs/deployment.md), in a fresh clone of this checkout's
# HEAD: build in one step with the dev dependencies, then `NODE_ENV=production npm ci --omit=dev`, then start on a
# machine whose own Node is 24 (simulated by putting a Node 24 binary, taken from the dev install, first on PATH,
# since the `node` dev dependency is gone after --omit=dev) and check the site, the API and readiness answer.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
# The server runs in its own process group (setsid), so the trap stops npm and the node it started, waits for it
# to exit (it writes its compile cache into the clone), then removes the clone.
cleanup() {
  if [ -n "${server:-}" ]; then
    kill -- "-$server" 2>/dev/null || true
    for _ in $(seq 1 75); do kill -0 -- "-$server" 2>/dev/null || break; sleep 0.2; done # the drain: ≤ 10 s
  fi
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

git clone -q "$repo" "$work/pallone"
cd "$work/pallone"
echo "-- build (dev dependencies)"
npm ci --no-audit --no-fund >"$work/ci.log" 2>&1 || { tail -30 "$work/ci.log"; exit 1; }
mkdir -p "$work/bin" && cp "$(readlink -f node_modules/node/bin/node)" "$work/bin/node"
PATH="$PWD/node_modules/.bin:$PATH" npm run build >"$work/build.log" 2>&1 || { tail -30 "$work/build.log"; exit 1; }

echo "-- NODE_ENV=production npm ci --omit=dev"
NODE_ENV=production npm ci --omit=dev --no-audit --no-fund >"$work/ci.log" 2>&1 || { tail -30 "$work/ci.log"; exit 1; }
test ! -e node_modules/node || { echo "the node dev dependency is still installed"; exit 1; }

# A port free right now (a fixed one may be held by a server left over from an interrupted run).
port="${PRODUCTION_TEST_PORT:-$("$work/bin/node" -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });")}"
echo "-- start on the machine's Node 24: $("$work/bin/node" --version)"
PATH="$work/bin:$PATH" NODE_ENV=production PORT="$port" PALLONE_SITE_ORIGIN="http://localhost:$port" \
  ADMIN_EMAIL=ops@example.com ADMIN_PASSWORD=production-check-password setsid npm start >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 120); do
  curl -fs -o /dev/null "http://127.0.0.1:$port/readyz" && break
  kill -0 "$server" 2>/dev/null || { cat "$work/server.log"; exit 1; }
  sleep 1
done
check() { # name, expected status, curl args…
  local name=$1 expected=$2; shift 2
  local got; got=$(curl -s -o /dev/null -w '%{http_code}' "$@")
  echo "$name: $got"; test "$got" = "$expected" || { tail -30 "$work/server.log"; exit 1; }
}
check readyz 200 "http://127.0.0.1:$port/readyz"
check "home page" 200 -H "Host: localhost:$port" "http://127.0.0.1:$port/"
check "API read" 200 -u pallone:pallone "http://127.0.0.1:$port/api/v1/competitions"
check "embed script" 200 "http://127.0.0.1:$port/embed/v1/pallone-widgets.js"
echo "-- a Node older than 24 is refused with a clear message"
if PATH="/usr/bin:/bin" node --version | grep -q '^v2[0-3]\.'; then
  out=$(PATH="/usr/bin:/bin" npm start 2>&1 || true)
  echo "$out" | grep -q 'Pallone needs Node 24' || { echo "$out" | tail -5; exit 1; }
  echo "refused: $(echo "$out" | grep 'Pallone needs Node 24' | cut -c1-60)…"
fi
echo "production install: ok"
