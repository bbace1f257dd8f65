#!/usr/bin/env bash
# Writes the outputs a refactoring must leave byte-identical, or compares them
# against the outputs of another git revision.
#
#   scripts/outputs.sh write DIR [BIN]   write the outputs of BIN (default:
#                                        build ./cmd/splitwcet) into DIR
#   scripts/outputs.sh compare REV       build REV and the work tree, write both
#                                        sets of outputs and diff them; exits 1
#                                        naming every file that differs
#
# The outputs: `analyze --json --S 0,1,2,4,8,16,32,63` on every example (its
# workload and flow facts) and on the embedded default (with its text table
# and HTML report), `wcet --static --json`
# and `cfg --format json` and `ipg --format json` on every example, and
# `simulate --json --trace` (S = 0 and 4) on every example. The committed
# golden files (examples/*/*.golden.json, testdata) are checked by the tests.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
S="0,1,2,4,8,16,32,63"

usage() {
  echo "usage: $0 write DIR [BIN] | compare REV" >&2
  exit 2
}

write() {
  local dir="$1" bin="$2"
  mkdir -p "$dir"
  (
    cd "$root"
    "$bin" analyze --quiet --json --S "$S" >"$dir/default.analyze.json" 2>/dev/null
    (cd "$dir" && "$bin" analyze --quiet --S "$S" --report-graphs 3 --report default.report >default.analyze.txt 2>/dev/null)
    for ex in examples/*; do
      local name facts
      name="$(basename "$ex")"
      [ -f "$ex/kernel.s" ] || continue
      facts=()
      [ -f "$ex/flow.yaml" ] && facts=(--facts "$ex/flow.yaml")
      "$bin" analyze "$ex/kernel.s" -w "$ex/workload.yaml" "${facts[@]}" --quiet --json --S "$S" \
        >"$dir/$name.analyze.json" 2>"$dir/$name.analyze.err" || echo "exit $?" >>"$dir/$name.analyze.err"
      "$bin" wcet "$ex/kernel.s" --static "${facts[@]}" --json >"$dir/$name.wcet.json" 2>&1 || true
      "$bin" cfg "$ex/kernel.s" --format json >"$dir/$name.cfg.json" 2>&1 || true
      "$bin" ipg "$ex/kernel.s" --format json >"$dir/$name.ipg.json" 2>&1 || true
      for s in 0 4; do
        # From DIR with a relative --trace: the command line (recorded in
        # the JSON's provenance) is then the same whatever DIR is.
        (cd "$dir" && "$bin" simulate "$root/$ex/kernel.s" -w "$root/$ex/workload.yaml" --quiet --S "$s" --json \
          --trace "$name.S$s.csv" >"$name.S$s.simulate.json" 2>&1) || true
      done
    done
  )
}

case "${1:-}" in
write)
  [ $# -ge 2 ] || usage
  bin="${3:-}"
  if [ -z "$bin" ]; then
    bin="$(mktemp -d)/splitwcet"
    (cd "$root" && go build -o "$bin" ./cmd/splitwcet)
  fi
  write "$(realpath -m "$2")" "$(realpath "$bin")"
  ;;
compare)
  [ $# -eq 2 ] || usage
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  git -C "$root" worktree add --quiet --detach "$tmp/ref" "$2"
  (cd "$tmp/ref" && go build -o "$tmp/ref.bin" ./cmd/splitwcet)
  git -C "$root" worktree remove --force "$tmp/ref"
  (cd "$root" && go build -o "$tmp/new.bin" ./cmd/splitwcet)
  write "$tmp/ref.out" "$tmp/ref.bin" &
  write "$tmp/new.out" "$tmp/new.bin"
  wait
  if diff -rq "$tmp/ref.out" "$tmp/new.out"; then
    echo "outputs: $(ls "$tmp/new.out" | wc -l) files byte-identical to $2"
  else
    echo "outputs: differ from $2 (above)" >&2
    exit 1
  fi
  ;;
*) usage ;;
esac
