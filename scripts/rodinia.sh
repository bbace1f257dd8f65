#!/usr/bin/env bash
# Compiles the device code of the Rodinia (HIP port) benchmarks kept as
# third-party input in ../shared/rodinia (see docs/rodinia.md) to GCN
# assembly for ARCH (default gfx803; gfx900 and gfx906 for Vega), one file
# per compilation unit:
#
#   [ARCH=gfx900] scripts/rodinia.sh [--compile-only] [BENCH...]     default: all eight benchmarks
#
# writes out/rodinia/<bench>/<unit>.s (out/rodinia-ARCH for another ARCH
# than gfx803; OUT overrides out/), then (unless
# --compile-only) runs the evaluation of docs/rodinia.md on every kernel of
# those benchmarks that has a workload in examples/rodinia:
#   go run ./examples/rodinia/cmd/evaluate -asm out/rodinia -out out/rodinia BENCH...
# which writes out/rodinia/<bench>/<kernel>/summary.json, the Fig. 6.1 and
# 6.3 analogues (PNG, SVG) and out/rodinia/tables.md. The benchmarks'
# sources are read from RODINIA (default: ../shared/rodinia beside the
# repository); they are never copied into the project. Each benchmark folder is
# copied to a temporary directory and compiled there from its host file,
# because several kernel files only compile through the host file that
# #includes them. Two host-only headers the folders lack are stubbed in the
# temporary copy: RDTimer.h (the port's CPU/GPU timer classes and their
# SimplePerfSerializer) and cuda.h.
# Neither declares anything device code uses.
#
# Compilation command (from the benchmark's folder, like scripts/examples.sh):
#   hipcc -x hip --offload-arch=$ARCH --cuda-device-only -S -O3
#         -gline-tables-only -mllvm -amdgpu-skip-threshold=0 [defines] <host>.cu
#
# Exits 0 with a message when the Rodinia folder is absent; non-zero when a
# benchmark name is unknown, a compilation fails, an output differs from its
# Go reference or a bound is below its observation.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rodinia="${RODINIA:-$root/../shared/rodinia}"
arch="${ARCH:-gfx803}"
case "$arch" in
gfx[0-9]*) ;;
*)
  echo "rodinia: ARCH=$arch is not a processor name like gfx803 or gfx900" >&2
  exit 2
  ;;
esac
out="${OUT:-$root/out}/rodinia"
[ "$arch" = gfx803 ] || out="$out-$arch"
base=(-x hip "--offload-arch=$arch" --cuda-device-only -S -O3 -gline-tables-only -mllvm -amdgpu-skip-threshold=0)

all=(backprop bfs b+tree cfd gaussian hotspot nw srad)

# units <bench>: prints one line per compilation unit:
#   <folder> <host file> <unit name> <kernel files the host file #includes> [-- defines]
units() {
  case "$1" in
  backprop) echo "backprop backprop_cuda.cu backprop backprop_cuda_kernel.cu" ;;
  bfs) echo "bfs bfs.hip.cu bfs kernel.hip.cu,kernel2.hip.cu" ;;
  b+tree)
    echo "b+tree kernel/kernel_gpu_cuda_wrapper.cu b+tree kernel/kernel_gpu_cuda.cu"
    echo "b+tree kernel/kernel_gpu_cuda_wrapper_2.cu b+tree_2 kernel/kernel_gpu_cuda_2.cu"
    ;;
  cfd) echo "cfd euler3d.cu cfd euler3d.cu" ;;
  gaussian) echo "gaussian gaussian.cu gaussian gaussian.cu" ;;
  hotspot) echo "hotspot hotspot.cu hotspot hotspot.cu" ;;
  nw) echo "nw needle_hip.cu nw needle_kernel_hip.cu" ;;
  # srad v2's Makefile builds the GPU program with -DGPU (and -DUSE_TEXTURES,
  # which no source tests).
  srad) echo "srad/srad_v2 srad.cu srad srad_kernel.cu -DGPU" ;;
  *) return 1 ;;
  esac
}

if [ ! -d "$rodinia" ]; then
  echo "rodinia: $rodinia is absent: nothing compiled, nothing tested (see docs/rodinia.md)"
  exit 0
fi
command -v hipcc >/dev/null || {
  echo "rodinia: hipcc not found (run scripts/deps.sh examples)" >&2
  exit 1
}

evaluate=1
if [ "${1:-}" = --compile-only ]; then
  evaluate=0
  shift
fi
benches=("$@")
[ ${#benches[@]} -gt 0 ] || benches=("${all[@]}")
for b in "${benches[@]}"; do
  units "$b" >/dev/null || {
    echo "rodinia: unknown benchmark $b (known: ${all[*]})" >&2
    exit 2
  }
done

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/stub"
cat >"$tmp/stub/RDTimer.h" <<'EOF'
// Stub written by splitwcet's scripts/rodinia.sh: the host-only timer classes
// of the Rodinia HIP port, which device compilation does not need.
#pragma once
struct RDTimer {
  virtual ~RDTimer() {}
  void Reset(const char *) {}
  void Start() {}
  double Stop() { return 0; }
};
struct RDTimerCPU : RDTimer {};
struct RDTimerGPU : RDTimer {};
struct SimplePerfSerializer {
  SimplePerfSerializer(const char *) {}
  void Serialize(RDTimer *) {}
};
EOF
cat >"$tmp/stub/cuda.h" <<'EOF'
// Stub written by splitwcet's scripts/rodinia.sh: the CUDA driver header the
// HIP port still includes; device compilation uses nothing from it.
#pragma once
EOF

failed=()
for b in "${benches[@]}"; do
  mkdir -p "$out/$b"
  while read -r folder host unit kernels defs; do
    [ -d "$tmp/src/$folder" ] || {
      mkdir -p "$tmp/src/$(dirname "$folder")"
      cp -R "$rodinia/$folder" "$tmp/src/$folder"
    }
    echo "rodinia: $b: $host includes ${kernels//,/, } -> ${out#"$root"/}/$b/$unit.s ($arch)"
    log="$tmp/log"
    # shellcheck disable=SC2086 # defs is a word list on purpose
    if (cd "$tmp/src/$folder" && hipcc "${base[@]}" -I"$tmp/stub" $defs "$host" -o "$out/$b/$unit.s") 2>"$log"; then
      :
    else
      grep -v "linker' input unused\|argument unused during compilation" "$log" >&2 || true
      echo "rodinia: compiling $b ($host) failed" >&2
      failed+=("$b/$host")
    fi
  done < <(units "$b")
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "rodinia: failed: ${failed[*]}" >&2
  exit 1
fi
echo "rodinia: compiled ${benches[*]} into $out"
if [ "$evaluate" = 1 ]; then
  cd "$root"
  GOFLAGS="${GOFLAGS:--buildvcs=false}" go run ./examples/rodinia/cmd/evaluate -asm "$out" -out "$out" "${benches[@]}"
fi
