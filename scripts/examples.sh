#!/usr/bin/env bash
# Compiles the example kernels (examples/<name>/kernel.hip, or kernel.cl for
# an OpenCL example) to GCN assembly, and the test kernels kept beside the
# simulator (traces/sim/testdata/<name>/).
#
#   scripts/examples.sh regen   rewrite every examples/*/kernel.s and the Vega
#                               compilations examples/*/kernel.gfx900.s and
#                               kernel.gfx906.s
#   scripts/examples.sh check   compile each to a temp file and diff it against
#                               the committed file (.ident lines ignored); exits
#                               1 naming the compilations that differ
#
# Each example is compiled from its own directory (so the debug line table
# records "kernel.hip" relative to "."), with
#   hipcc -x hip --offload-arch=<arch> --cuda-device-only -S -O3 <flags> kernel.hip
# or, for kernel.cl (OpenCL C 2.0; docs/workload.md, "OpenCL kernels"),
#   clang-15 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=<arch> -O3 -S
#     --rocm-device-lib-path=<rocm-device-libs bitcode> <flags> kernel.cl
# where <arch> is gfx803 for kernel.s (and the simulator's test kernels under
# traces/sim/testdata) and gfx900, gfx906 for kernel.<arch>.s, and <flags> is
# the one line in examples/<name>/flags (may be empty).
# Needs hipcc (scripts/deps.sh examples installs it, and with it clang-15
# and rocm-device-libs). Works from any cwd.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exdir="$root/examples"
base=(-x hip --cuda-device-only -S -O3)
vega=(gfx900 gfx906) # compiled beside kernel.s for the examples (issue 29)
devlibs=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode # Debian's rocm-device-libs
clbase=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -O3 -S "--rocm-device-lib-path=$devlibs")

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

# compile <dir> <arch> <out.s>: compiles <dir>/kernel.hip (hipcc) or
# <dir>/kernel.cl (clang-15) with <dir>/flags for <arch> into <out.s>.
compile() {
  local dir="$1" arch="$2" out="$3" line
  local -a extra=()
  line="$(head -n 1 "$dir/flags")"
  # Word-split the flags line on purpose (no quoting inside flags files).
  read -r -a extra <<<"$line"
  local log
  log="$(mktemp)"
  local -a cmd=(hipcc "${base[@]}" "--offload-arch=$arch" ${extra[@]+"${extra[@]}"} kernel.hip -o "$out")
  if [ -f "$dir/kernel.cl" ]; then
    cmd=(clang-15 "${clbase[@]}" "-mcpu=$arch" ${extra[@]+"${extra[@]}"} kernel.cl -o "$out")
  fi
  if ! (cd "$dir" && "${cmd[@]}") 2>"$log"; then
    # hipcc prints harmless "linker input unused" warnings; show the rest on failure.
    grep -v "linker' input unused\|argument unused during compilation" "$log" >&2 || true
    rm -f "$log"
    echo "examples: compiling $(basename "$dir") for $arch failed" >&2
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
  targets=(gfx803:kernel.s)
  case "$d" in "$exdir"/*) for a in "${vega[@]}"; do targets+=("$a:kernel.$a.s"); done ;; esac
  for t in "${targets[@]}"; do
    arch="${t%%:*}" file="${t#*:}"
    count=$((count + 1))
    case "$mode" in
    regen)
      compile "$d" "$arch" "$tmp/$name.$arch.s"
      mv "$tmp/$name.$arch.s" "$d/$file"
      echo "regen: $name/$file"
      ;;
    check)
      compile "$d" "$arch" "$tmp/$name.$arch.s"
      if [ ! -f "$d/$file" ]; then
        echo "check: $name/$file missing" >&2
        differ+=("$name/$file")
        continue
      fi
      if ! diff -u <(grep -v '^[[:space:]]*\.ident[[:space:]]' "$d/$file") \
        <(grep -v '^[[:space:]]*\.ident[[:space:]]' "$tmp/$name.$arch.s") \
        --label "${d#"$root"/}/$file (committed)" --label "${d#"$root"/}/$file (hipcc now)" \
        >"$tmp/$name.diff"; then
        differ+=("$name/$file")
        echo "check: $name/$file differs; first lines of the diff:" >&2
        head -n 20 "$tmp/$name.diff" >&2
      fi
      ;;
    esac
  done
done

if [ "$mode" = check ]; then
  if [ ${#differ[@]} -gt 0 ]; then
    echo "check: FAILED: ${#differ[@]} of $count compilations differ: ${differ[*]} (run scripts/examples.sh regen)" >&2
    exit 1
  fi
  echo "check: all $count compilations match"
else
  echo "regen: $count compilations"
fi
