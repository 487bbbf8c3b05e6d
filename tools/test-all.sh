#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest.
#   lint + typecheck (module boundaries included) + migrations in step with the schema -> unit, UI and API tests on PGlite ->
#   API tests on a real PostgreSQL -> Storybook build -> end-to-end in Chromium -> bundle budgets (on the builds the
#   end-to-end run served, so nothing is built twice).
# PostgreSQL: TEST_DATABASE_URL when set; otherwise a throwaway database on 127.0.0.1:5432 (dropped afterwards).
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
results=test-results/summary
rm -rf "$results" && mkdir -p "$results"

step "Lint, typecheck and migrations"
npx nx run-many -t lint typecheck --outputStyle=static --parallel=2
bash tools/check-migrations.sh

step "Unit, component and API tests (API on embedded PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"

step "API tests on PostgreSQL"
created_db=""
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  pg_host="${PGHOST:-127.0.0.1}" pg_port="${PGPORT:-5432}" pg_user="${PGUSER:-postgres}"
  if ! command -v createdb >/dev/null || ! pg_isready -q -h "$pg_host" -p "$pg_port"; then
    echo "No PostgreSQL server at $pg_host:$pg_port and TEST_DATABASE_URL is not set." >&2
    echo "Start one (see README, 'Tests') or set TEST_DATABASE_URL=postgres://user@host:port/db." >&2
    exit 1
  fi
  created_db="crewbase_test_$$"
  createdb -h "$pg_host" -p "$pg_port" -U "$pg_user" "$created_db"
  export TEST_DATABASE_URL="postgres://$pg_user@$pg_host:$pg_port/$created_db"
  trap 'dropdb --if-exists -h "$pg_host" -p "$pg_port" -U "$pg_user" "$created_db" || true' EXIT
fi
npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"

step "Storybook build"
npm run --silent build-storybook

step "End-to-end in Chromium"
bash tools/e2e.sh

step "Bundle budgets"
# 60 kB per route chunk; the sign-in first load within 150 kB, or while it is not yet, no larger than it stands
# (README, "Front-end bundles").
node tools/check-bundle-size.mjs --built

node tools/test-summary.mjs "$results"
