#!/usr/bin/env bash
# The peer comparison of docs/benchmarks.md ("Against the peers, in one window"): this service and
# the peer servers of ../shared/peers, interleaved in rounds, every run's log kept in OUT_DIR.
# A round at T tables: bench:api over the socket, boardgame.io + bgio-postgres, bench:api over
# HTTP, boardgame.io in memory, Colyseus (patch after each move). The peers' paced runs get the
# think_ms of the socket run before them, so both offer the same load. Each bench:api run gets a
# fresh database (peers_ours), as the peers' ours.sh makes it.
# usage: scripts/peer-window.sh PEERS_DIR OUT_DIR [T ...]   (PEERS_DIR: a copy of ../shared/peers
#        with `npm install` run in it; T defaults to 50 50 10 200 50 50, rounds a, b, c, ...)
# then:  npx tsx scripts/peer-json.ts OUT_DIR bench/results/peer-comparison.json
set -euo pipefail
peers=$(cd "$1" && pwd); out=$(mkdir -p "$2" && cd "$2" && pwd); shift 2
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(50 50 10 200 50 50)
repo=$(cd "$(dirname "$0")/.." && pwd)
db=postgres://postgres@127.0.0.1:5432
load() { echo "  $1: load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out/load.txt"; } # before each run
ours() { # round tables transport
  load "$1-ours-$3-$2"
  psql "$db/postgres" -qAtc "DROP DATABASE IF EXISTS peers_ours WITH (FORCE)" -c "CREATE DATABASE peers_ours"
  (cd "$repo" && DATABASE_URL=$db/peers_ours timeout 900 npm run -s bench:api -- --tables "$2" --deals 2 --transport "$3" --floor-seconds 2) > "$out/$1-ours-$3-$2.log" 2>&1
}
peer() { # round tables name args...
  local r=$1 t=$2 name=$3; shift 3
  load "$r-$name-$t"
  (cd "$peers" && timeout 600 node peer-bench.js --tables "$t" "$@") > "$out/$r-$name-$t.log" 2>&1
}
letters=(a b c d e f g h i j k l)
for i in "${!sizes[@]}"; do
  r=${letters[$i]}; t=${sizes[$i]}
  echo "round $r: $t tables, load $(cut -d' ' -f1-3 /proc/loadavg)"
  ours "$r" "$t" ws
  think=$(sed -n 's/^think_ms=//p' "$out/$r-ours-ws-$t.log")
  peer "$r" "$t" bgio-postgres --system bgio --storage postgres --db-url "$db/peers_bgio" --think-ms "$think"
  ours "$r" "$t" http
  peer "$r" "$t" bgio-memory --system bgio --storage memory --think-ms "$think"
  peer "$r" "$t" colyseus --system colyseus --patch immediate --think-ms "$think"
done
echo "done: $out"
