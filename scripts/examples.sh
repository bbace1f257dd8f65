#!/usr/bin/env bash
# Compiles the example kernels (examples/<name>/kernel.hip, or kernel.cl for
# an OpenCL example) to GCN assembly, and the test kernels kept beside the
# simulator (traces/sim/testdata/<name>/).
#
#   scripts/examples.sh regen   rewrite every examples/*/kernel.s
#   scripts/examples.sh check   compile each example to a temp file and diff it
#                               against the committed kernel.s (.ident lines
#                               ignored); exits 1 naming the examples that differ
#
# Each example is compiled from its own directory (so the debug line table
# records "kernel.hip" relative to "."), with
#   hipcc -x hip --offload-arch=gfx803 --cuda-device-only -S -O3 <flags> kernel.hip
# or, for kernel.cl (OpenCL C 2.0; docs/workload.md, "OpenCL kernels"),
#   clang-15 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -O3 -S
#     --rocm-device-lib-path=<rocm-device-libs bitcode> <flags> kernel.cl
# where <flags> is the one line in examples/<name>/flags (may be empty).
# Needs hipcc (scripts/deps.sh examples installs it, and with it clang-15
# and rocm-device-libs). Works from any cwd.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exdir="$root/examples"
base=(-x hip --offload-arch=gfx803 --cuda-device-only -S -O3)
devlibs=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode # Debian's rocm-device-libs
clbase=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -O3 -S "--rocm-device-lib-path=$devlibs")

usage() {
  echo "usage: $0 regen|check" >&2
  exit 2
}

[ $# -eq 1 ] || usage
mode="$1"
case "$mode" in regen | check) ;; *) usage ;; esac

command -v hipcc >/dev/null || {
  echo "examples: hipcc not found (run scripts/deps.sh examples)" >&2
  exit 1
}

# compile <dir> <out.s>: compiles <dir>/kernel.hip (hipcc) or <dir>/kernel.cl
# (clang-15) with <dir>/flags into <out.s>.
compile() {
  local dir="$1" out="$2" line
  local -a extra=()
  line="$(head -n 1 "$dir/flags")"
  # Word-split the flags line on purpose (no quoting inside flags files).
  read -r -a extra <<<"$line"
  local log
  log="$(mktemp)"
  local -a cmd=(hipcc "${base[@]}" ${extra[@]+"${extra[@]}"} kernel.hip -o "$out")
  if [ -f "$dir/kernel.cl" ]; then
    cmd=(clang-15 "${clbase[@]}" ${extra[@]+"${extra[@]}"} kernel.cl -o "$out")
  fi
  if ! (cd "$dir" && "${cmd[@]}") 2>"$log"; then
    # hipcc prints harmless "linker input unused" warnings; show the rest on failure.
    grep -v "linker' input unused\|argument unused during compilation" "$log" >&2 || true
    rm -f "$log"
    echo "examples: compiling $(basename "$dir") failed" >&2
    return 1
  fi
  rm -f "$log"
}

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

shopt -s nullglob
dirs=("$exdir"/*/ "$root"/traces/sim/testdata/*/)
[ ${#dirs[@]} -gt 0 ] || {
  echo "examples: no examples under $exdir" >&2
  exit 1
}

differ=()
count=0
for d in "${dirs[@]}"; do
  d="${d%/}"
  name="$(basename "$d")"
  [ -f "$d/kernel.hip" ] || [ -f "$d/kernel.cl" ] || continue
  [ -f "$d/flags" ] || {
    echo "examples: $name has no flags file" >&2
    exit 1
  }
  count=$((count + 1))
  case "$mode" in
  regen)
    compile "$d" "$tmp/$name.s"
    mv "$tmp/$name.s" "$d/kernel.s"
    echo "regen: $name"
    ;;
  check)
    compile "$d" "$tmp/$name.s"
    if [ ! -f "$d/kernel.s" ]; then
      echo "check: $name: kernel.s missing" >&2
      differ+=("$name")
      continue
    fi
    if ! diff -u <(grep -v '^[[:space:]]*\.ident[[:space:]]' "$d/kernel.s") \
      <(grep -v '^[[:space:]]*\.ident[[:space:]]' "$tmp/$name.s") \
      --label "${d#"$root"/}/kernel.s (committed)" --label "${d#"$root"/}/kernel.s (hipcc now)" \
      >"$tmp/$name.diff"; then
      differ+=("$name")
      echo "check: $name differs; first lines of the diff:" >&2
      head -n 20 "$tmp/$name.diff" >&2
    fi
    ;;
  esac
done

if [ "$mode" = check ]; then
  if [ ${#differ[@]} -gt 0 ]; then
    echo "check: FAILED: ${#differ[@]} of $count examples differ: ${differ[*]} (run scripts/examples.sh regen)" >&2
    exit 1
  fi
  echo "check: all $count examples match"
else
  echo "regen: $count examples compiled"
fi
