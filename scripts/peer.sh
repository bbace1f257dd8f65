#!/usr/bin/env bash
# The MGPUSim peer suite (make peer; examples/peer, docs/mgpusim.md): compiles
# 25 kernels of MGPUSim's own benchmarks with clang-15, runs them on our
# simulator (docs/results/r9nano.yaml) and, given MGPUSim's driver, on MGPUSim,
# and writes out/peer/table.md: outputs, instruction counts, cycles, ratios.
#
#   SPLITWCET_MGPUSIM_SRC=DIR [SPLITWCET_MGPUSIM_DRIVER=BIN] [RECORD=1] [JOBS=N] \
#       scripts/peer.sh [KERNEL...]
#
# DIR is an MGPUSim source tree (github.com/sarchlab/mgpusim v4.2.0) or its
# git directory; the project keeps no MGPUSim code. BIN is the driver hfdrv2
# built as ../shared/mgpusim/README.md says (MGPUSim with its patches); with
# it every kernel also runs on MGPUSim (seconds to minutes each), without it
# the MGPUSim columns are the recorded numbers (examples/peer/testdata/
# mgpusim.yaml). RECORD=1 rewrites that file: with the driver MGPUSim's
# numbers and ours, without it our columns only (after a deliberate change
# of our timing model). Without DIR
# the script says so and succeeds: MGPUSim is an optional reference.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

src="${SPLITWCET_MGPUSIM_SRC:-}"
driver="${SPLITWCET_MGPUSIM_DRIVER:-}"
if [ -z "$src" ]; then
  echo "peer: skipped: set SPLITWCET_MGPUSIM_SRC to an MGPUSim source tree or git directory (github.com/sarchlab/mgpusim v4.2.0; docs/mgpusim.md)"
  exit 0
fi
if [ ! -e "$src" ]; then
  echo "peer: SPLITWCET_MGPUSIM_SRC=$src does not exist" >&2
  exit 1
fi
args=(-mgpusim "$src" -out "$root/out/peer" -j "${JOBS:-2}")
if [ -n "$driver" ]; then
  if [ ! -x "$driver" ]; then
    echo "peer: SPLITWCET_MGPUSIM_DRIVER=$driver is not an executable" >&2
    exit 1
  fi
  command -v sqlite3 >/dev/null || {
    echo "peer: sqlite3 not found (MGPUSim's metrics are in an SQLite database): run scripts/deps.sh peer" >&2
    exit 1
  }
  args+=(-driver "$driver")
fi
if [ "${RECORD:-0}" = 1 ]; then
  args+=(-record)
fi
command -v clang-15 >/dev/null || {
  echo "peer: clang-15 not found: run scripts/deps.sh examples (hipcc brings clang-15 and rocm-device-libs)" >&2
  exit 1
}
mkdir -p out/peer
go run ./examples/peer/cmd/peer "${args[@]}" "$@"
echo "peer: wrote out/peer/table.md"
