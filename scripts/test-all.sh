#!/usr/bin/env bash
# Every test: lint, knip (no unused file, dependency or export), typecheck, build, then the e2e suite: on the embedded
# PGlite (at 1280 px; the layout tests at 375 px too), all of it but the specs whose writes race or lock (accounts,
# money, play, the back office), which run on the PostgreSQL at 127.0.0.1:5432 through the front instead; then the
# specs with QA scenarios or an external-backend path in QA mode (MSW). Each e2e run starts from a fresh seeded
# database. The unit and component tests run beside all of that (below).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

started=$SECONDS
step() { printf '\n=== %s (at %dm%02ds)\n' "$*" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }

step "test dependencies"; bash scripts/ensure-test-deps.sh
# The race tests (tests/unit/server/db/pg-concurrency.test.ts) need a real PostgreSQL: always in CI.
if [ -n "${CI:-}" ] && [ -z "${TEST_DATABASE_URL:-}" ]; then export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/member_e2e; fi

# The unit and component tests run in the background, at the lowest priority: they take the CPU the rest leaves
# idle (the e2e passes mostly wait on pages and servers), and the e2e passes keep theirs. Their report is shown when
# they end; a failure stops the run at the next step.
mkdir -p .data
unit_log=.data/unit-tests.log
set -m # their own process group, stopped with the run
(nice -n 19 npm run --silent test:unit >"$unit_log" 2>&1) &
unit_pid=$!
set +m
unit_started=$SECONDS
unit_status=""
trap '[ -z "$unit_status" ] && kill -- -"$unit_pid" 2>/dev/null; true' EXIT
unit_report() {
  set +e
  wait "$unit_pid"
  unit_status=$?
  set -e
  step "unit: ended after $(((SECONDS - unit_started) / 60))m$(printf %02d $(((SECONDS - unit_started) % 60)))s (in the background), status $unit_status"
  cat "$unit_log"
  [ "$unit_status" -eq 0 ] || exit 1
}
# Between steps: if the unit tests have ended, their report now (and the end of the run if they failed).
unit_check() { if [ -z "$unit_status" ] && ! kill -0 "$unit_pid" 2>/dev/null; then unit_report; fi; }

step "lint";      npm run --silent lint
step "knip";      npm run --silent knip
step "typecheck"; npm run --silent typecheck
step "build";     npm run --silent build
unit_check

# PostgreSQL, in the production topology: nginx (TLS, HTTP/2, compression) before two standalone instances
# (scripts/front.mjs), so every request of these specs lands on either instance. What it adds is the database's
# behaviour (races, locks, two instances) and the front's, not the screen: one viewport.
# The referral commission, the welcome bonus, the daily wheel and the cashback are raced on PostgreSQL by their unit
# tests (tests/unit/server/db/pg-*.test.ts, always in CI); their browser flows (referral, promotion, cashback) run on
# PGlite only.
DATABASE_SPECS="front account-flows player-protection abuse bonus-history credit-check money play\.spec wallet two-instances backoffice\.spec"
step "e2e: embedded PGlite (the database specs at 375 px only)"
rm -rf .data/pglite-e2e .data/e2e-log-expectations.jsonl
E2E_ELSEWHERE="$DATABASE_SPECS" PGLITE_DIR=.data/pglite-e2e npx playwright test 2>&1 | tee .data/e2e-pglite.log
unit_check

# QA mode and PostgreSQL run side by side: they share no server, port, database or output directory, and each mostly
# waits on its pages, so the two take little more than the longer one. Each one's report is shown when both have ended.
step "e2e: QA mode (MSW) and PostgreSQL, side by side"

# QA mode: the site against an external backend (MSW) through the BFF and server-side fetches, with the scenarios
# the real API rarely produces; pages that only render the catalogue are covered by the PGlite pass. What it adds is
# the backend's shapes, not the screen (the PGlite pass's layout tests cover both viewports): one viewport.
# player-protection: /account's PUT and DELETE calls and the server-side exclusion read, through the BFF to an
# external backend. (Each name is a pattern over the spec's path: play\.spec, not play, which player-protection matches.)
QA_SPECS="auth credit-check landing play\.spec wallet-ui security-headers referral-qa popups-qa family-qa contract-qa bounded-lists player-protection"
qa_log=.data/e2e-qa.log
(E2E_API=mock E2E_PORT=3120 PLAYWRIGHT_HTML_OUTPUT_DIR=playwright-report/qa \
  npx playwright test --project=desktop-1280 --output=test-results/qa $QA_SPECS >"$qa_log" 2>&1) &
qa_pid=$!

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/member_e2e}"
pg_log=.data/e2e-pg.log
set +e
node scripts/fresh-database.mjs "$PG_URL"
fresh=$?
pg_status=0
if [ "$fresh" -eq 0 ]; then
  DATABASE_URL="$PG_URL" E2E_FRONT=1 E2E_PORT=3100 PLAYWRIGHT_HTML_OUTPUT_DIR=playwright-report/pg \
    npx playwright test --project=desktop-1280 --output=test-results/pg $DATABASE_SPECS >"$pg_log" 2>&1
  pg_status=$?
fi
wait "$qa_pid"
qa_status=$?
set -e

step "e2e: QA mode (MSW): status $qa_status"; cat "$qa_log"
if [ "$fresh" -eq 0 ]; then
  step "e2e: PostgreSQL: status $pg_status"; cat "$pg_log"
elif [ "$fresh" -eq 2 ] && [ -z "${CI:-}" ]; then
  echo "SKIPPED: no PostgreSQL at ${PG_URL%/*} (CI requires it; set TEST_DATABASE_URL to point elsewhere)"
else
  pg_status=1
fi
[ "$qa_status" -eq 0 ] && [ "$pg_status" -eq 0 ] || exit 1
# What the servers logged over the three passes: no phone in clear, no password, no token; and the lines the specs
# expect (the browser's request id on its deposit's log line).
step "e2e: the server logs"; node scripts/check-server-logs.mjs --expect .data/e2e-log-expectations.jsonl .data/e2e-pglite.log "$qa_log" "$pg_log"
unit_check

[ -n "$unit_status" ] || { step "unit: waiting for the background run"; unit_report; }
step "all tests passed"
