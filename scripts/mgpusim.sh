#!/usr/bin/env bash
# Reproduces the MGPUSim reference numbers of
# traces/sim/timing/testdata/mgpusim/reference.yaml (docs/mgpusim.md).
# MGPUSim is an external reference, never a dependency: build its driver
# first as ../shared/mgpusim/README.md says, then
#
#   HFDRV=/path/to/bin/hfdrv scripts/mgpusim.sh [SETS...]
#
# SETS: wg4 wg16 wg64 wg256 wg1024 (default: all; wg1024 takes minutes of
# CPU). For each set it builds the code object of examples/synthetic (its
# flags plus -mllvm -amdgpu-sdwa-peephole=0) and an empty kernel, runs both
# on MGPUSim's R9 Nano timing model and prints one line in the format of
# reference.yaml, and our own cycles with docs/results/r9nano.yaml.
# Needs hipcc, clang-offload-bundler-15, sqlite3, go.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HFDRV=${HFDRV:?set HFDRV to MGPUSim driver binary (../shared/mgpusim/README.md)}
data="$root/traces/sim/timing/testdata/mgpusim"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=(wg4 wg16 wg64 wg256 wg1024)

hsaco() { # SRC OUT FLAGS...
  local src=$1 out=$2
  shift 2
  hipcc -x hip --offload-arch=gfx803 --cuda-device-only -c -O3 "$@" "$src" -o "$work/k.bundle" 2>/dev/null
  clang-offload-bundler-15 --unbundle --type=o --input="$work/k.bundle" \
    --targets=hipv4-amdgcn-amd-amdhsa--gfx803 --output="$out"
}
# shellcheck disable=SC2046
hsaco "$root/examples/synthetic/kernel.hip" "$work/synthetic.hsaco" \
  $(cat "$root/examples/synthetic/flags") -mllvm -amdgpu-sdwa-peephole=0
printf '#include <hip/hip_runtime.h>\nextern "C" __global__ void empty(int *out) {}\n' >"$work/empty.hip"
hsaco "$work/empty.hip" "$work/empty.hsaco"

# kernel_time of the command processor, in cycles at 1 GHz
cycles() { sqlite3 "$1"/akita_sim_*.sqlite3 \
  "select Value from mgpusim_metrics where What='kernel_time' and Location like '%CommandProcessor'" |
  awk '{printf "%d\n", $1 * 1e9 + 0.5}'; }

(cd "$root" && go build -o "$work/splitwcet" ./cmd/splitwcet)
for set in "${sets[@]}"; do
  case $set in
  wg4) n=4 wg=128 ;;
  wg16) n=16 wg=256 ;;
  wg64) n=64 wg=256 ;;
  wg256) n=256 wg=256 ;;
  wg1024) n=1024 wg=256 ;;
  *) echo "unknown set $set" >&2; exit 2 ;;
  esac
  mkdir -p "$work/$set/k" "$work/$set/e"
  start=$(date +%s)
  (cd "$work/$set/k" && "$HFDRV" -hsaco "$work/synthetic.hsaco" -wg $wg -nwg $n -arg tab=in:"$data/tab.bin" \
    -arg out=out:$((n * wg * 4)) -dump dump -timing -report-inst-count -disable-rtm >log.txt 2>&1)
  secs=$(($(date +%s) - start))
  (cd "$work/$set/e" && "$HFDRV" -hsaco "$work/empty.hsaco" -kernel empty -wg $wg -nwg $n \
    -arg out=out:$((n * wg * 4)) -timing -disable-rtm >log.txt 2>&1)
  insts=$(sqlite3 "$work/$set/k"/akita_sim_*.sqlite3 "select sum(Value) from mgpusim_metrics where What='cu_inst_count'" | awk '{printf "%d", $1}')
  sha=$(sha256sum "$work/$set/k/dump/out.bin" | cut -c1-64)
  ours=$("$work/splitwcet" simulate "$data/synthetic.s" -w "$data/workload.yaml" --set "$set" \
    --hw "$root/docs/results/r9nano.yaml" --quiet --json | sed -n 's/.*"observed_cycles": \([0-9]*\).*/\1/p')
  echo "  - {set: $set, kernel_time: $(cycles "$work/$set/k"), empty_time: $(cycles "$work/$set/e"), instructions: $insts, wall_seconds: $secs, out_sha256: $sha}  # ours: $ours"
done
