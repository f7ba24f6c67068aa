#!/usr/bin/env bash
# Every test, in order: lint, typecheck, unit + component, build, then the e2e suite: all of it on the
# embedded PGlite and in QA mode (MSW), and the specs that write to the database once more on the PostgreSQL
# at 127.0.0.1:5432 (pages that only read the catalogue behave the same on both). Each e2e run starts from a
# fresh seeded database.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n=== %s\n' "$*"; }

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

step "e2e: QA mode (MSW)"
E2E_API=mock npx playwright test

step "e2e: PostgreSQL"
DATABASE_SPECS="accounts abuse auth credit-check errors leak money play promotion wallet"
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/member_e2e}"
set +e
node scripts/fresh-database.mjs "$PG_URL"
status=$?
set -e
if [ "$status" -eq 0 ]; then
  DATABASE_URL="$PG_URL" npx playwright test $DATABASE_SPECS
elif [ "$status" -eq 2 ] && [ -z "${CI:-}" ]; then
  echo "SKIPPED: no PostgreSQL at ${PG_URL%/*} (CI requires it; set TEST_DATABASE_URL to point elsewhere)"
else
  exit 1
fi

step "all tests passed"
