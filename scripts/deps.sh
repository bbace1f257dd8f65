#!/usr/bin/env bash
# Installs the Debian packages splitwcet needs, only those that are missing.
#   scripts/deps.sh            build/test deps: liblpsolve55-dev, lp-solve, graphviz, llvm-15 (llvm-mc)
#   scripts/deps.sh examples   also hipcc and rocm-device-libs, to regenerate examples/*.s
#   scripts/deps.sh test       also chromium, for the headless-browser test of the HTML report,
#                              libxml2-utils (xmllint), to validate the JUnit output against its schema,
#                              and patch, which derives bad-input corpus kernels from the examples
#   scripts/deps.sh slurm      also slurm-wlm and munge, for make test-slurm (docs/cluster.md)
#   scripts/deps.sh peer       also sqlite3, to read MGPUSim's metrics (make peer, docs/mgpusim.md)
#   (groups combine: scripts/deps.sh examples test)
# Idempotent: a second run installs nothing and prints nothing but a summary line.
set -euo pipefail

want=(liblpsolve55-dev lp-solve graphviz llvm-15)
for group in "$@"; do
  case "$group" in
    examples) want+=(hipcc rocm-device-libs) ;;
    test) want+=(chromium libxml2-utils patch) ;;
    slurm) want+=(slurm-wlm munge) ;;
    peer) want+=(sqlite3) ;;
    *) echo "deps: unknown group '$group' (want examples, test, slurm or peer)" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${want[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "deps: all present (${want[*]})"
  exit 0
fi

echo "deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
echo "deps: installed ${missing[*]}"
