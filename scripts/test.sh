#!/usr/bin/env bash
# npm test: every check the project has, in order, with a summary at the end.
#   runtime → typecheck, lint and format side by side → translations → build → size budgets →
#   unit and server tests on PGlite → server tests on PostgreSQL → browser tests
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

# Steps that only read the tree, run at the same time (pairs of name and command): each is one
# thread, 72 s one after the other on the CI machine. Each one's output is printed whole, in order,
# once all are done.
together() {
  local names=() pids=() i
  rm -f .tmp/together-*
  while [ $# -gt 0 ]; do
    i=${#names[@]}
    names+=("$1")
    (
      start=$SECONDS
      bash -c "$2" > ".tmp/together-$i.log" 2>&1
      echo "$? $((SECONDS - start))" > ".tmp/together-$i.rc"
    ) &
    pids+=($!)
    shift 2
  done
  wait "${pids[@]}"
  for i in "${!names[@]}"; do
    printf '\n\033[1m== %s (side by side)\033[0m\n' "${names[$i]}"
    cat ".tmp/together-$i.log"
    read -r code took < ".tmp/together-$i.rc"
    if [ "$code" = 0 ]; then
      echo "PASS|${names[$i]}|$took" >> .tmp/steps.txt
    else
      echo "FAIL|${names[$i]}|$took" >> .tmp/steps.txt
      failed=1
    fi
  done
}

step "runtime (the pinned Node)" node scripts/check-runtime.mjs
together "typecheck" "npm run -s typecheck" "lint (ESLint: imports, hooks, Lingui)" "npm run -s lint" "format (Prettier --check)" "npm run -s format:check"
step "translations complete (lingui extract + compile --strict)" npm run -s i18n:check
step "build" npm run -s build
step "size budgets (npm run size)" npm run -s size
step "unit + server tests (PGlite)" bash -c 'set -o pipefail; npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json 2>&1 | tee .tmp/vitest.log'
step "server tests (PostgreSQL)" bash -c 'set -o pipefail; bash scripts/test-server-pg.sh 2>&1 | tee .tmp/vitest-pg.log'
step "browser tests (Playwright, Chromium)" npx playwright test
node scripts/test-summary.mjs
exit $failed
