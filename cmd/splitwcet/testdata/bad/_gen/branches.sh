#!/usr/bin/env bash
# Writes kernel.s, the audit's (2026-11-29) kernel of 20,000 diamonds
# (s_cmp, a branch over one s_nop); with "selfloop", the block .LBB0_2
# branches to itself (a loop without exit, which cfg draws).
set -e
g=$(dirname "$0")
{
	cat "$g/head.s"
	if [ "$1" = selfloop ]; then
		printf '.LBB0_2:                                ; =>This Inner Loop Header: Depth=1\n\ts_branch .LBB0_2\n'
	else
		printf '.LBB0_2:\n\ts_branch .LBB0_3\n'
	fi
	printf '.LBB0_3:\n'
	awk 'BEGIN { for (i = 1; i <= 20000; i++) printf "\ts_cmp_eq_u32 s2, %d\n\ts_cbranch_scc1 .LY_%d\n\ts_nop 0\n.LY_%d:\n", (i - 1) % 60, i, i }'
	cat "$g/tail.s"
} > kernel.s
