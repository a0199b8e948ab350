#!/usr/bin/env bash
# A private, throw-away PostgreSQL 15 (+ PostGIS) cluster for the store's test suites.
#
#   scripts/pg-cluster.sh start    initdb on first use, start, print the URL (idempotent)
#   scripts/pg-cluster.sh stop     stop it (the data dir stays, so the next start is fast)
#   scripts/pg-cluster.sh url      print the URL (exit 1 when the cluster is not running)
#   scripts/pg-cluster.sh status   exit 0 when running
#   scripts/pg-cluster.sh destroy  stop and delete the data dir
#
# Settings (environment): GLP_PG_PORT (54329), GLP_PG_DIR (/tmp/glp-pg-$PORT), GLP_PG_BIN
# (/usr/lib/postgresql/15/bin), GLP_PG_DURABLE (unset). The cluster listens on 127.0.0.1 only,
# with trust auth: it holds nothing but test databases and must never be used for real data.
#
# Durability is switched off (fsync, synchronous_commit, full_page_writes) because these
# databases live for one test; that is what makes creating a database per test affordable.
# GLP_PG_DURABLE=1 keeps PostgreSQL's durable defaults instead (fsync, synchronous_commit and
# full_page_writes on): the benchmarks of durable writes run on such a cluster, on its own port.
set -euo pipefail

PORT="${GLP_PG_PORT:-54329}"
BASE="${GLP_PG_DIR:-/tmp/glp-pg-${PORT}}"
BIN="${GLP_PG_BIN:-/usr/lib/postgresql/15/bin}"
DATA="${BASE}/data"
SOCK="${BASE}/sock"
LOG="${BASE}/server.log"
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"

die() { echo "pg-cluster: $*" >&2; exit 1; }

[[ -x "${BIN}/pg_ctl" ]] || die "PostgreSQL binaries not found in ${BIN} (set GLP_PG_BIN)"

# PostgreSQL refuses to run as root: when we are root, the server and initdb run as the
# `postgres` OS user, and the directories belong to it.
if [[ "$(id -u)" == "0" ]]; then
  id postgres >/dev/null 2>&1 || die "running as root and there is no 'postgres' user to run the server"
  as_pg() { runuser -u postgres -- "$@"; }
  OWNER="postgres"
else
  as_pg() { "$@"; }
  OWNER="$(id -un)"
fi

running() { as_pg "${BIN}/pg_ctl" -D "${DATA}" status >/dev/null 2>&1; }

# A server started before a package upgrade runs a binary since replaced (/proc/PID/exe ends
# in " (deleted)"): the libraries it loads later (plpgsql.so…) are the new version's and fail
# ("undefined symbol"). `start` restarts such a server instead of handing it out.
stale() {
  local pid exe
  pid="$(head -n 1 "${DATA}/postmaster.pid" 2>/dev/null)" || return 1
  exe="$(readlink "/proc/${pid}/exe" 2>/dev/null)" || return 1
  [[ "${exe}" == *" (deleted)" ]]
}

start() {
  # Fast path, no lock: already running.
  if [[ -d "${DATA}" ]] && running && ! stale; then
    echo "${URL}"
    return 0
  fi
  mkdir -p "${BASE}"
  # Test files start in parallel and may all call `start`: one at a time. (The server gets
  # `9>&-` below: a postmaster inheriting the lock's descriptor would hold it forever.)
  exec 9>"${BASE}.lock"
  flock -w 60 9 || die "timed out waiting for ${BASE}.lock"
  if running; then
    if ! stale; then
      echo "${URL}"
      return 0
    fi
    echo "pg-cluster: the server on port ${PORT} runs a binary replaced since it started (package upgrade): restarting it" >&2
    as_pg "${BIN}/pg_ctl" -D "${DATA}" -m fast -w stop >/dev/null 9>&-
  fi
  mkdir -p "${SOCK}"
  chown "${OWNER}" "${BASE}" "${SOCK}"
  chmod 700 "${BASE}" "${SOCK}"
  if [[ ! -s "${DATA}/PG_VERSION" ]]; then
    rm -rf "${DATA}"
    # --no-sync: nothing here needs to survive a power loss, and it saves ~1 s.
    as_pg "${BIN}/initdb" -D "${DATA}" -A trust -U postgres -E UTF8 --locale=C.UTF-8 --no-sync >"${BASE}/initdb.log" 2>&1 9>&- \
      || { cat "${BASE}/initdb.log" >&2; die "initdb failed"; }
  fi
  # A stale pid file from a killed server would stop pg_ctl; the server is not running here.
  rm -f "${DATA}/postmaster.pid"
  local durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  if [[ -n "${GLP_PG_DURABLE:-}" ]]; then
    durability="-c fsync=on -c synchronous_commit=on -c full_page_writes=on"
  fi
  as_pg "${BIN}/pg_ctl" -D "${DATA}" -l "${LOG}" -w -t 30 start -o \
    "-p ${PORT} -k ${SOCK} -c listen_addresses=127.0.0.1 ${durability} -c max_connections=200 -c shared_buffers=64MB" \
    >/dev/null 9>&- || { tail -n 20 "${LOG}" >&2 || true; die "pg_ctl start failed"; }
  echo "${URL}"
}

stop() {
  [[ -d "${DATA}" ]] || return 0
  if running; then
    as_pg "${BIN}/pg_ctl" -D "${DATA}" -m fast -w stop >/dev/null
  fi
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  url)
    running || die "not running (scripts/pg-cluster.sh start)"
    echo "${URL}"
    ;;
  status) running ;;
  destroy)
    stop
    rm -rf "${BASE}" "${BASE}.lock"
    ;;
  *)
    echo "usage: scripts/pg-cluster.sh {start|stop|url|status|destroy}" >&2
    exit 2
    ;;
esac
