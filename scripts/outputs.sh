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
# Then `choose --json --static -S 4` on every example, a sample of the
# soundness campaign (`fuzz --static`, 40 kernels, seed 7; and 12 kernels
# with calls under fcfs at S = 0, 2, 8), and the Rodinia evaluation
# (docs/rodinia.md: every summary.json, the tables and figures; the HTML
# pages, which quote the command with its output folder, are left out) on
# the benchmarks compiled once from RODINIA (default: ../shared/rodinia
# beside the repository; skipped with a note when absent).
# OUTPUTS_SKIP, a comma-separated list of choose, fuzz and rodinia, leaves
# those parts out (for a quick look while working; record the full compare).
# The commands spell S as --S, the spelling older revisions accept too (now a
# hidden alias of -S/--splits). Since --set defaults to all in every command,
# simulate writes one trace per input set (NAME.S<s>.SET.csv) where revisions
# before it wrote the first set's only.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
S="0,1,2,4,8,16,32,63"
skip=",${OUTPUTS_SKIP:-},"
rodinia="${RODINIA:-$root/../shared/rodinia}"

usage() {
  echo "usage: $0 write DIR [BIN] | compare REV" >&2
  exit 2
}

# write DIR BIN [EVALUATE SRC ASM]: the outputs of BIN into DIR; with the
# Rodinia evaluation program EVALUATE, run in the source tree SRC on the
# compiled benchmarks ASM, its outputs too.
write() {
  local dir="$1" bin="$2" eval="${3:-}" src="${4:-}" asm="${5:-}"
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
      # From inside DIR with a relative --trace: the JSON's provenance
      # records the command line, which must not name DIR.
      for s in 0 4; do
        (cd "$dir" && "$bin" simulate "$root/$ex/kernel.s" -w "$root/$ex/workload.yaml" --quiet --S "$s" --json \
          --trace "$name.S$s.csv" >"$name.S$s.simulate.json" 2>&1) || true
      done
      if [[ $skip != *,choose,* ]]; then
        "$bin" choose "$ex/kernel.s" -w "$ex/workload.yaml" "${facts[@]}" -S 4 --static --quiet --json \
          >"$dir/$name.choose.json" 2>&1 || echo "exit $?" >>"$dir/$name.choose.json"
      fi
    done
    if [[ $skip != *,fuzz,* ]]; then
      (cd "$dir" && "$bin" fuzz --kernels 40 --seed 7 --static --quiet --json --out fuzz >fuzz.json 2>&1) || echo "exit $?" >>"$dir/fuzz.json"
      (cd "$dir" && "$bin" fuzz --kernels 12 --seed 3 --calls -S 0,2,8 --split-policy fcfs --quiet --json --out fuzz-calls \
        >fuzz-calls.json 2>&1) || echo "exit $?" >>"$dir/fuzz-calls.json"
    fi
  )
  if [ -n "$eval" ]; then
    # Its log names the output folder and the HTML pages quote the command
    # with it: neither is kept. The exit status is.
    local rc=0
    (cd "$src" && "$eval" -asm "$asm" -out "$dir/rodinia" >/dev/null 2>&1) || rc=$?
    echo "exit $rc" >"$dir/rodinia.exit"
    find "$dir/rodinia" -name '*.html' -delete
  fi
}

# rodiniaASM DIR: compiles the Rodinia benchmarks into DIR/rodinia (once for
# both revisions) and prints that folder; prints nothing when skipped.
rodiniaASM() {
  [[ $skip != *,rodinia,* ]] || return 0
  if [ ! -d "$rodinia" ]; then
    echo "outputs: $rodinia is absent: the Rodinia evaluation is left out (set RODINIA)" >&2
    return 0
  fi
  RODINIA="$rodinia" OUT="$1" "$root/scripts/rodinia.sh" --compile-only >"$1/compile.log" 2>&1
  echo "$1/rodinia"
}

case "${1:-}" in
write)
  [ $# -ge 2 ] || usage
  bin="${3:-}"
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  if [ -z "$bin" ]; then
    bin="$tmp/splitwcet"
    (cd "$root" && go build -o "$bin" ./cmd/splitwcet)
  fi
  asm="$(rodiniaASM "$tmp")"
  eval=()
  if [ -n "$asm" ]; then
    (cd "$root" && go build -o "$tmp/evaluate" ./examples/rodinia/cmd/evaluate)
    eval=("$tmp/evaluate" "$root" "$asm")
  fi
  write "$(realpath -m "$2")" "$(realpath "$bin")" "${eval[@]}"
  ;;
compare)
  [ $# -eq 2 ] || usage
  tmp="$(mktemp -d)"
  trap 'git -C "$root" worktree remove --force "$tmp/ref" 2>/dev/null; rm -rf "$tmp"' EXIT
  git -C "$root" worktree add --quiet --detach "$tmp/ref" "$2"
  (cd "$tmp/ref" && go build -o "$tmp/ref.bin" ./cmd/splitwcet)
  (cd "$root" && go build -o "$tmp/new.bin" ./cmd/splitwcet)
  asm="$(rodiniaASM "$tmp")"
  refeval=() neweval=()
  if [ -n "$asm" ]; then
    (cd "$tmp/ref" && go build -o "$tmp/ref.evaluate" ./examples/rodinia/cmd/evaluate)
    (cd "$root" && go build -o "$tmp/new.evaluate" ./examples/rodinia/cmd/evaluate)
    refeval=("$tmp/ref.evaluate" "$tmp/ref" "$asm")
    neweval=("$tmp/new.evaluate" "$root" "$asm")
  fi
  write "$tmp/ref.out" "$tmp/ref.bin" "${refeval[@]}" &
  write "$tmp/new.out" "$tmp/new.bin" "${neweval[@]}"
  wait
  if diff -rq "$tmp/ref.out" "$tmp/new.out"; then
    echo "outputs: $(find "$tmp/new.out" -type f | wc -l) files byte-identical to $2"
  else
    echo "outputs: differ from $2 (above)" >&2
    exit 1
  fi
  ;;
*) usage ;;
esac
