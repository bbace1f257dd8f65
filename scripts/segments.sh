#!/usr/bin/env bash
# Segment times from IPT traces (splitwcet simulate --trace; columns in
# docs/trace-format.md), for the slack analysis in docs/results.md.
#
#   scripts/segments.sh FAMILY SPLIT TRACE...
#       per trace: the wavefront's span (last event - first event, what
#       analyze reports as own_run_cycles when it is the longest) and the
#       time of each of its segments (from one IPT to the next)
#   scripts/segments.sh --first TRACE...
#       per trace and launch slot: the fewest and most cycles a launch
#       wavefront took from its start IPT to its next IPT
set -euo pipefail
if [ "${1:-}" = "--first" ]; then
  shift
  for t in "$@"; do
    awk -F, -v name="$t" '
      /^#/ || $1 == "time" { next }
      $5 != 0 { next }
      $10 == "start" { start[$4] = $1; slot[$4] = $9; next }
      ($4 in start) && !($4 in seen) {
        seen[$4] = 1; d = $1 - start[$4]; s = slot[$4]
        if (!(s in lo) || d < lo[s]) lo[s] = d
        if (!(s in hi) || d > hi[s]) hi[s] = d
      }
      END { for (s = 0; s < 64; s++) if (s in lo) printf "%s slot %d: %d-%d\n", name, s, lo[s], hi[s] }
    ' "$t"
  done
  exit 0
fi
if [ $# -lt 3 ]; then
  echo "usage: scripts/segments.sh FAMILY SPLIT TRACE... | --first TRACE..." >&2
  exit 2
fi
fam=$1 split=$2
shift 2
for t in "$@"; do
  awk -F, -v f="$fam" -v sp="$split" -v name="$t" '
    /^#/ || $1 == "time" { next }
    $4 != f || $5 != sp { next }
    { ipt = $10 ($11 != "" ? "/" $11 : "") }
    n > 0 { printf "  %s -> %s: %d\n", prev, ipt, $1 - last }
    n == 0 { first = $1 }
    { prev = ipt; last = $1; n++ }
    END { printf "%s: family %s split %s: span %d cycles over %d events\n", name, f, sp, last - first, n }
  ' "$t"
done
