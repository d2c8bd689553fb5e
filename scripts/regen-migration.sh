#!/usr/bin/env bash
# While several features change the schema at once (uncommitted), they share ONE working migration: this drops the
# uncommitted ones and generates a single migration from the current schema, under a lock. Usage:
#   bash scripts/regen-migration.sh <name>
set -euo pipefail
cd "$(dirname "$0")/../apps/api"
exec 9>/tmp/seller-cabinet-regen-migration.lock
flock 9
git checkout -- drizzle/meta/_journal.json
for f in $(git ls-files --others --exclude-standard drizzle); do rm -f "$f"; done
npx drizzle-kit generate --name "${1:-working}"
