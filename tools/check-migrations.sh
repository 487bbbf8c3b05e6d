#!/usr/bin/env bash
# Fails when the drizzle schema (apps/api/src/db/schema) has changes no migration carries: drizzle-kit generate is
# run against a copy of apps/api/drizzle and must find nothing to write. After changing the schema, run
# `npm run db:generate` and commit the migration it writes.
set -euo pipefail
cd "$(dirname "$0")/../apps/api"
work=$(mktemp -d ./.drizzle-check.XXXXXX)
trap 'rm -rf "$work"' EXIT
cp -r drizzle/. "$work/"
before=$(ls "$work" | wc -l)
output=$(npx drizzle-kit generate --dialect postgresql --schema ./src/db/schema/index.ts --out "$work" --name pending 2>&1) || {
  echo "$output" >&2
  exit 1
}
if [ "$(ls "$work" | wc -l)" != "$before" ]; then
  echo "The drizzle schema has changes that no migration carries:" >&2
  cat "$work"/*_pending.sql >&2
  echo >&2
  echo "Run 'npm run db:generate' and commit the migration it writes." >&2
  exit 1
fi
echo "Migrations carry the whole drizzle schema."
