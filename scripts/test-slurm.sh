#!/usr/bin/env bash
# make test-slurm: splitwcet sweep on a real Slurm (docs/cluster.md).
#
# Installs slurm-wlm and munge (scripts/deps.sh slurm), writes a one-node
# Slurm configuration for this host into a temporary directory (state,
# spool and logs there too; proctrack/linuxproc, task/none, no cgroups, no
# accounting), creates a munge key there, starts munged, slurmctld and slurmd
# on their own socket and ports, and then:
#   1. runs a 12-case matrix locally, unsharded (the reference summary);
#   2. writes the job array with 'splitwcet sweep --slurm DIR --shards 4',
#      submits it with sbatch --wait, then the merge job with
#      --dependency=afterok on the array, and compares the merged summary
#      with the reference byte for byte;
#   3. submits the array again into a fresh results directory, cancels
#      array task 1 once it has written its first result (midway), checks
#      that merge refuses the incomplete set naming the missing cases,
#      resubmits task 1 alone (sbatch --array=1), checks that it skipped the
#      case it had finished, and that the merge equals the reference.
# On exit it stops exactly the daemons it started, by pid, and removes the
# temporary directory (KEEP=1 keeps it). Needs root (the daemons run as
# root here); without root it says so and exits 0 without testing.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
if [ "$(id -u)" -ne 0 ]; then
  echo "test-slurm: SKIPPED: needs root to run munged, slurmctld and slurmd (see docs/cluster.md)"
  exit 0
fi
"$root/scripts/deps.sh" slurm

tmp=$(mktemp -d /tmp/splitwcet-slurm.XXXXXX)
chmod 700 "$tmp"
pids=()
cleanup() {
  local rc=$?
  # Our controller knows only our jobs: cancel any left (a failed run).
  if [ ${#pids[@]} -ge 2 ]; then
    squeue -h -o %A 2>/dev/null | xargs -r scancel 2>/dev/null || true
  fi
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    kill "${pids[$i]}" 2>/dev/null || true
    wait "${pids[$i]}" 2>/dev/null || true
  done
  if [ "$rc" -ne 0 ]; then
    echo "test-slurm: FAILED (rc $rc); daemon logs:" >&2
    tail -n 20 "$tmp"/*.log >&2 2>/dev/null || true
  fi
  if [ -z "${KEEP:-}" ]; then rm -rf "$tmp"; else echo "test-slurm: kept $tmp"; fi
}
trap cleanup EXIT
fail() { echo "test-slurm: FAIL: $*" >&2; exit 1; }

cd "$root"
GOFLAGS=${GOFLAGS:--buildvcs=false} ${GO:-go} build -o "$tmp/splitwcet" ./cmd/splitwcet
bin=$tmp/splitwcet

# munge: our own key, socket and files.
mkdir -p "$tmp/munge"
chmod 700 "$tmp/munge"
dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$tmp/munge/munge.key"
sock=$tmp/munge/munge.socket
munged --foreground --force --key-file="$tmp/munge/munge.key" --socket="$sock" \
  --pid-file="$tmp/munge/munged.pid" --seed-file="$tmp/munge/munged.seed" \
  --log-file="$tmp/munged.log" >"$tmp/munged.out" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
[ -S "$sock" ] || fail "munged did not start"

# Slurm: one node, this host, its CPUs and memory as slurmd -C sees them.
host=$(hostname -s)
node=$(slurmd -C | head -n 1)
cpus=$(sed -n 's/.*CPUs=\([0-9]*\).*/\1/p' <<<"$node")
mem=$(sed -n 's/.*RealMemory=\([0-9]*\).*/\1/p' <<<"$node")
port=$((20000 + RANDOM % 20000))
mkdir -p "$tmp/state" "$tmp/spool"
export SLURM_CONF=$tmp/slurm.conf
cat >"$SLURM_CONF" <<EOF
ClusterName=splitwcet-test
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$sock
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
SlurmctldTimeout=30
SlurmdTimeout=30
NodeName=$host CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -D -i -f "$SLURM_CONF" >"$tmp/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" >"$tmp/slurmd.out" 2>&1 &
pids+=($!)
for _ in $(seq 100); do
  state=$(sinfo -h -N -o %T 2>/dev/null | head -n 1 || true)
  [ "$state" = idle ] && break
  sleep 0.3
done
[ "$state" = idle ] || fail "the node is not idle (state '$state')"
echo "test-slurm: munged, slurmctld and slurmd up (pids ${pids[*]}), node $host with $cpus CPUs"

# The matrix: six kernels at S = 0 and 4, 12 cases, two a kernel in this
# order: examples/ifelse_split, partial_split, large (cases 4 and 5),
# noinline_split, halo_split and synthetic_split. Shard 1 runs cases 1, 5
# and 9. Only examples/large is slow: a file kernel with its flow facts on
# a 256-workgroup grid with two input sets, about a second of CPU a case,
# so that step 3 can cancel task 1 after case 1 and before case 5 ends
# (with one set of 32 workgroups a case took 0.1 s and the task could
# finish before scancel reached it); the others take milliseconds, so a
# pass over the matrix costs about 2 s of CPU (8 s when examples/large
# filled cases 0-5 of two kernels at six S).
w=$tmp/work
mkdir -p "$w"
cat >"$w/big.yaml" <<EOF
kernel: large
workgroup_size: [128]
workgroups: [256]
args:
  - {name: tab, type: i32, count: 256, init: "random(1, -1000, 1000)"}
  - {name: out, type: i32, count: 32768, output: true}
inputs:
  - name: big
  - name: big2
EOF
cat >"$w/matrix.yaml" <<EOF
version: 1
name: slurm-test
kernels:
  - example: ifelse_split
  - example: partial_split
  - file: $root/examples/large/kernel.s
    facts: $root/examples/large/flow.yaml
    workloads: [big.yaml]
  - example: noinline_split
  - example: halo_split
  - example: synthetic_split
S: [0, 4]
modes: [parallel]
EOF

# 1. The reference: the unsharded run.
"$bin" sweep "$w/matrix.yaml" --out "$w/local" --quiet >"$w/local.txt" 2>/dev/null

# 2. Sharded on Slurm, the merge as a dependent job.
"$bin" sweep "$w/matrix.yaml" --out "$w/res" --slurm "$w/job" --shards 4
grep -q '^#SBATCH --array=0-3$' "$w/job/sweep.sbatch" || fail "sweep.sbatch has no --array=0-3"
array=$(sbatch --parsable --wait "$w/job/sweep.sbatch")
array=${array%%;*}
sbatch --parsable --wait --dependency=afterok:"$array" "$w/job/merge.sbatch" >/dev/null
cmp "$w/local.txt" "$w/job/summary.txt" || fail "the merged summary differs from the unsharded run's"
echo "test-slurm: array job $array (4 tasks) and its dependent merge: summary byte-identical to the unsharded run"

# 3. Task 1 cancelled midway, then resubmitted alone.
"$bin" sweep "$w/matrix.yaml" --out "$w/res2" --slurm "$w/job2" --shards 4 2>/dev/null
array=$(sbatch --parsable "$w/job2/sweep.sbatch")
array=${array%%;*}
# Shard 1 runs cases 1, 5 (examples/large) and 9: cancel task 1 when case 1 is written.
first=""
for _ in $(seq 600); do
  first=$(ls "$w/res2/cases" 2>/dev/null | grep -E '^000001-' || true)
  [ -n "$first" ] && break
  sleep 0.1
done
[ -n "$first" ] || fail "task 1 wrote no result"
scancel "${array}_1"
for _ in $(seq 600); do
  [ -z "$(squeue -h -j "$array" 2>/dev/null)" ] && break
  sleep 0.2
done
done_before=$(ls "$w/res2/cases" | grep -cE '^0000(01|05|09)-' || true)
[ "$done_before" -lt 3 ] || fail "task 1 finished before it was cancelled"
if "$bin" merge "$w/res2" -o "$w/partial.txt" 2>"$w/merge-err.txt"; then
  fail "merge accepted an incomplete set"
fi
grep -q "have no result" "$w/merge-err.txt" || fail "merge did not list the missing cases: $(cat "$w/merge-err.txt")"
echo "test-slurm: task ${array}_1 cancelled with $done_before of its 3 cases done; merge refused: $(head -c 160 "$w/merge-err.txt")"
again=$(sbatch --parsable --wait --array=1 "$w/job2/sweep.sbatch")
again=${again%%;*}
grep -q "skipped" "$w/job2/logs/shard-1.err" || fail "no shard line in the resubmitted task's log"
line=$(cat "$w/job2/logs/shard-1.err")
skipped=$(sed -n 's/.* run, \([0-9]*\) skipped.*/\1/p' <<<"$line")
[ "$skipped" = "$done_before" ] || fail "the resubmitted task skipped $skipped cases, want $done_before: $line"
"$bin" merge "$w/res2" -o "$w/merged2.txt" 2>/dev/null
cmp "$w/local.txt" "$w/merged2.txt" || fail "the merge after the resubmission differs from the unsharded run"
echo "test-slurm: resubmitted task 1 (job $again): $line"
echo "test-slurm: merged summary after the resubmission byte-identical to the unsharded run"
echo "test-slurm: PASS"
