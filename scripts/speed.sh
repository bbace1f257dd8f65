#!/usr/bin/env bash
# The measurements of docs/performance.md, "Simulator and front-end speed"
# (issue 32): whole commands, CPU time and host instructions.
#
#   scripts/speed.sh cpu [BIN] [RUNS]     CPU time (user + sys) and max RSS of each
#                                         command, RUNS times (default 3), each under
#                                         flock /tmp/measure.lock (docs: the shared
#                                         machine's measurement lock)
#   scripts/speed.sh callgrind [BIN]      host instructions (valgrind --tool=callgrind)
#                                         per simulated wavefront instruction, and of
#                                         the front end against llvm-mc-15
#
# BIN defaults to a fresh build of ./cmd/splitwcet. Each line of output is
# tab-separated: what, then its figures.
#
# The commands: `simulate` (the timing model) and `run` (the functional
# simulator) at S = 0 and 63 on traces/sim/testdata/synthetic_split_x16.yaml
# (synthetic_split's full-occupancy launch x 16: 640 workgroups of 256),
# simulate also on a GPU of 64 CUs; `cfg` on the generated kernel
# gen.Layered(1196) (5.8 MB; go run ./traces/sim/gen/cmd/layered) against
# llvm-mc-15 -filetype=obj on the same code (its metadata block left out:
# llvm-mc 15 rejects the generated kernel's short metadata at its end, and
# so would stop before writing the object); `choose` on examples/large at
# S = 4, under the default split policy and under fcfs.
#
# Host instructions per simulated instruction are the difference of two
# launches (80 and 40 workgroups of examples/synthetic_split/full.yaml's
# kind) divided by the difference of their wavefront instructions: what a
# further instruction costs, without start-up and parsing. Callgrind runs
# with GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 (one thread, no preemption
# signals) and its counts do not depend on the machine's load, except
# through the collector: when a collection's mark phase overlaps one of
# the two launches, the write barriers count too (docs/performance.md,
# "The timing engine, session 11"); GOGC=off in the environment leaves
# the collector out. On the default 4 CUs both launches run in lockstep (a
# GPU of 8 CUs or fewer always does); both fit 64 CUs, which run them in
# groups of 8 CUs (traces/sim/timing/cumajor.go; docs/performance.md,
# "CU groups, session 13"): each row measures one order.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

usage() {
  echo "usage: $0 cpu [BIN] [RUNS] | callgrind [BIN]" >&2
  exit 2
}

# binary [BIN]: a fresh copy of BIN, or a fresh build: the kernel may map
# the text of a binary file that has been in the page cache for a while
# with huge pages (FilePmdMapped in /proc/PID/smaps_rollup), which adds
# about 9 MB to every max RSS and changes instruction-TLB misses, so two
# binaries compared must both be files as new as each other
# (docs/performance.md, "The whole commands, end of session 12").
binary() {
  if [ -n "${1:-}" ]; then
    cp "$1" "$tmp/splitwcet-copy"
    echo "$tmp/splitwcet-copy"
  else
    (cd "$root" && go build -o "$tmp/splitwcet" ./cmd/splitwcet)
    echo "$tmp/splitwcet"
  fi
}

kernel="$root/examples/synthetic_split/kernel.s"
x16="$root/traces/sim/testdata/synthetic_split_x16.yaml"

# launch N: the x16 workload with N workgroups instead of 640.
launch() {
  sed -e "s/^workgroups: \[640\]/workgroups: [$1]/" -e "s/count: 163840, output/count: $(($1 * 256)), output/" "$x16" >"$tmp/wg$1.yaml"
  echo "$tmp/wg$1.yaml"
}

generated() {
  (cd "$root" && go run ./traces/sim/gen/cmd/layered -n 1196 -o "$tmp/layered.s")
  sed '/^\t.amdgpu_metadata/,/^\t.end_amdgpu_metadata/d' "$tmp/layered.s" >"$tmp/layered-nometa.s"
}

instructions() { grep -o '"instructions": [0-9]*' "$1" | head -n 1 | grep -o '[0-9]*$'; }

# timed WHAT CMD...: one run under the lock; prints WHAT, user, sys, max RSS
# (KB) and, when the command's stdout (JSON) names them, the wavefront
# instructions and their rate per CPU-second.
timed() {
  local what="$1"
  shift
  if ! flock /tmp/measure.lock /usr/bin/time -f '%U %S %M' -o "$tmp/time" "$@" >"$tmp/out" 2>"$tmp/err"; then
    printf '%s\tFAILED: %s\n' "$what" "$(tail -n 3 "$tmp/err" | tr '\n' ' ')"
    return
  fi
  read -r user sys rss <"$tmp/time"
  local n rate=""
  n="$(instructions "$tmp/out" || true)"
  if [ -n "$n" ]; then
    rate="$(awk -v n="$n" -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f M wf-inst/CPU-s", n / (u + s) / 1e6 }')"
  fi
  printf '%s\t%s user\t%s sys\t%s KB\t%s\t%s\n' "$what" "$user" "$sys" "$rss" "${n:-}" "$rate"
}

cpu() {
  local bin runs
  bin="$(binary "${1:-}")"
  runs="${2:-3}"
  generated
  printf 'gpu: {compute_units: 64}\n' >"$tmp/cu64.yaml"
  for _ in $(seq "$runs"); do
    for S in 0 63; do
      timed "simulate S=$S" "$bin" simulate "$kernel" -w "$x16" -S "$S" --quiet --json
      timed "simulate S=$S 64 CUs" "$bin" simulate "$kernel" -w "$x16" --hw "$tmp/cu64.yaml" -S "$S" --quiet --json
      timed "run S=$S" "$bin" run "$kernel" -w "$x16" -S "$S" --json
    done
    timed "cfg generated" "$bin" cfg "$tmp/layered.s"
    timed "llvm-mc generated" llvm-mc-15 -triple=amdgcn-amd-amdhsa -mcpu=gfx803 -filetype=obj -o /dev/null "$tmp/layered-nometa.s"
    (
      cd "$root/examples/large"
      timed "choose large S=4" "$bin" choose kernel.s -w workload.yaml --facts flow.yaml -S 4 --quiet
      timed "choose large S=4 fcfs" "$bin" choose kernel.s -w workload.yaml --facts flow.yaml -S 4 --quiet --split-policy fcfs
    )
  done
}

# irefs CMD...: the instructions callgrind counts for one run of CMD, whose
# stdout goes to $tmp/out.
irefs() {
  GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$@" >"$tmp/out" 2>"$tmp/cg.err"
  grep -o 'Collected : [0-9]*' "$tmp/cg.err" | grep -o '[0-9]*$'
}

callgrind() {
  local bin
  bin="$(binary "${1:-}")"
  local small big
  small="$(launch 40)"
  big="$(launch 80)"
  printf 'gpu: {compute_units: 64}\n' >"$tmp/cu64.yaml"
  for what in simulate "simulate 64 CUs" run; do
    for S in 0 63; do
      local cmd=run extra=()
      case "$what" in
      simulate) cmd=simulate extra=(--quiet) ;;
      "simulate 64 CUs")
        [ "$S" = 0 ] || continue # S = 63: see the CPU-time runs (cpu)
        cmd=simulate extra=(--quiet --hw "$tmp/cu64.yaml")
        ;;
      esac
      local i1 n1 i2 n2
      i1="$(irefs "$bin" "$cmd" "$kernel" -w "$small" -S "$S" --json "${extra[@]}")"
      n1="$(instructions "$tmp/out")"
      i2="$(irefs "$bin" "$cmd" "$kernel" -w "$big" -S "$S" --json "${extra[@]}")"
      n2="$(instructions "$tmp/out")"
      printf '%s S=%s\t%s host instructions per wf-inst\t(%s and %s Ir for %s and %s wf-inst)\n' "$what" "$S" \
        "$(((i2 - i1) / (n2 - n1)))" "$i1" "$i2" "$n1" "$n2"
    done
  done
  generated
  printf 'cfg generated\t%s Ir\n' "$(irefs "$bin" cfg "$tmp/layered.s")"
  printf 'llvm-mc generated\t%s Ir\n' "$(irefs llvm-mc-15 -triple=amdgcn-amd-amdhsa -mcpu=gfx803 -filetype=obj -o /dev/null "$tmp/layered-nometa.s")"
}

case "${1:-}" in
cpu)
  shift
  cpu "$@"
  ;;
callgrind)
  shift
  callgrind "$@"
  ;;
*) usage ;;
esac
