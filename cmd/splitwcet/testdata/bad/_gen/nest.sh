#!/usr/bin/env bash
# Writes kernel.s, the audit's (2026-11-29) kernel of 2000 nested loops:
# loop i counts s(10 + i mod 80) down from 3 and heads at .LN_i.
# With facts, also f.yaml: max $1 for every loop.
set -e
g=$(dirname "$0")
{
	cat "$g/head.s"
	printf '.LBB0_2:\n\ts_branch .LBB0_3\n.LBB0_3:\n'
	awk 'BEGIN {
		for (i = 0; i < 2000; i++) printf "\ts_mov_b32 s%d, 3\n.LN_%d:\n", 10 + i % 80, i
		for (i = 1999; i >= 0; i--) { r = 10 + i % 80; printf "\ts_sub_u32 s%d, s%d, 1\n\ts_cmp_lg_u32 s%d, 0\n\ts_cbranch_scc1 .LN_%d\n", r, r, r, i }
	}'
	cat "$g/tail.s"
} > kernel.s
if [ -n "$1" ]; then
	awk -v max="$1" 'BEGIN { print "loops:"; for (i = 0; i < 2000; i++) printf "  - header: .LN_%d\n    max: %d\n", i, max }' > f.yaml
fi
