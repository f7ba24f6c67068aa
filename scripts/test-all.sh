#!/usr/bin/env bash
# Every test, in order: lint, typecheck, unit + component, build, then the e2e suite: all of it on the
# embedded PGlite; the specs with QA scenarios or an external-backend path in QA mode (MSW); and the specs whose
# writes race or lock (accounts, money, play) once more on the PostgreSQL at 127.0.0.1:5432. Each e2e run starts
# from a fresh seeded database.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

started=$SECONDS
step() { printf '\n=== %s (at %dm%02ds)\n' "$*" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }

step "test dependencies"; bash scripts/ensure-test-deps.sh
step "lint";      npm run --silent lint
step "typecheck"; npm run --silent typecheck
# The race tests (tests/unit/server/db/pg-concurrency.test.ts) need a real PostgreSQL: always in CI.
if [ -n "${CI:-}" ] && [ -z "${TEST_DATABASE_URL:-}" ]; then export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/member_e2e; fi
step "unit";      npm run --silent test:unit
step "build";     npm run --silent build

step "e2e: embedded PGlite"
rm -rf .data/pglite-e2e
PGLITE_DIR=.data/pglite-e2e npx playwright test

# QA mode: the site against an external backend (MSW) through the BFF and server-side fetches, with the scenarios
# the real API rarely produces; pages that only render the catalogue are covered by the PGlite pass. What it adds is
# the backend's shapes, not the screen (both viewports are the PGlite pass's): one viewport.
step "e2e: QA mode (MSW)"
# account\.spec (not "account", which would pick accounts.spec too): /account's PUT and DELETE calls and the
# server-side exclusion read, through the BFF to an external backend.
E2E_API=mock npx playwright test --project=desktop-1280 auth credit-check landing play wallet-ui security-headers referral-qa popups-qa family-qa bounded-lists 'account\.spec'

step "e2e: PostgreSQL"
# The referral commission, the welcome bonus, the daily wheel and the cashback are raced on PostgreSQL by their unit
# tests (tests/unit/server/db/pg-*.test.ts, always in CI); their browser flows (referral, promotion, cashback) run on
# PGlite only.
DATABASE_SPECS="accounts account\.spec abuse bonus-history credit-check money play wallet two-instances"
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/member_e2e}"
set +e
node scripts/fresh-database.mjs "$PG_URL"
status=$?
set -e
if [ "$status" -eq 0 ]; then
  # What PostgreSQL adds is the database's behaviour (races, locks, two instances), not the screen: one viewport.
  DATABASE_URL="$PG_URL" npx playwright test --project=desktop-1280 $DATABASE_SPECS
elif [ "$status" -eq 2 ] && [ -z "${CI:-}" ]; then
  echo "SKIPPED: no PostgreSQL at ${PG_URL%/*} (CI requires it; set TEST_DATABASE_URL to point elsewhere)"
else
  exit 1
fi

step "all tests passed"
