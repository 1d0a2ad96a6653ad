#!/usr/bin/env bash
# npm test: every check the project has, in order, with a summary at the end.
#   runtime → typecheck → lint → format → build → size budgets → unit and server tests on PGlite → server tests on PostgreSQL → browser tests
# A failing step does not stop the others (you see everything that is wrong); the exit code is
# non-zero when any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest*.json .tmp/vitest*.log .tmp/playwright.json .tmp/steps.txt
failed=0
step() {
  local name=$1; shift
  printf '\n\033[1m== %s\033[0m\n' "$name"
  local start=$SECONDS
  if "$@"; then
    echo "PASS|$name|$((SECONDS - start))" >> .tmp/steps.txt
  else
    echo "FAIL|$name|$((SECONDS - start))" >> .tmp/steps.txt
    failed=1
  fi
}

step "runtime (the pinned Node)" node scripts/check-runtime.mjs
step "typecheck" npm run -s typecheck
step "lint (ESLint: imports, hooks, Lingui)" npm run -s lint
step "format (Prettier --check)" npm run -s format:check
step "translations complete (lingui extract + compile --strict)" npm run -s i18n:check
step "build" npm run -s build
step "size budgets (npm run size)" npm run -s size
step "unit + server tests (PGlite)" bash -c 'set -o pipefail; npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json 2>&1 | tee .tmp/vitest.log'
step "server tests (PostgreSQL)" bash -c 'set -o pipefail; bash scripts/test-server-pg.sh 2>&1 | tee .tmp/vitest-pg.log'
step "browser tests (Playwright, Chromium)" npx playwright test
node scripts/test-summary.mjs
exit $failed
