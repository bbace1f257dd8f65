package exampletest

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
)

// TwoLoops has nested loops (outer .LBB0_1 from line 4, inner .LBB0_2)
// and a second outermost loop .LBB0_5, with line tables.
const TwoLoops = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.file	0 "." "k.hip"
	.type	k,@function
k:
; %bb.0:
	.loc	0 3 0
	s_mov_b32 s0, 0
.LBB0_1:
	.loc	0 5 0
	s_mov_b32 s1, 0
.LBB0_2:
	.loc	0 6 0
	s_add_u32 s1, s1, 1
	.loc	0 7 0
	s_cmp_lt_u32 s1, 8
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	.loc	0 4 0
	s_add_u32 s0, s0, 1
	s_cmp_lt_u32 s0, 4
	s_cbranch_scc1 .LBB0_1
; %bb.4:
	.loc	0 9 0
	s_mov_b32 s2, 0
.LBB0_5:
	.loc	0 10 0
	s_add_u32 s2, s2, 1
	s_cmp_lt_u32 s2, 2
	s_cbranch_scc1 .LBB0_5
; %bb.6:
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 4
	.end_amdhsa_kernel
`

// UniformIf has one IPG edge start->end (thesis placement) whose paths
// either run %bb.1 or skip it (a uniform branch places no IPT).
const UniformIf = `	.type	k,@function
k:
; %bb.0:
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_add_u32_e32 v1, vcc, 1, v1
.LBB0_2:
	v_add_u32_e32 v1, vcc, 2, v1
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel k
	.end_amdhsa_kernel
`

// Edge finds an IPG edge by its String().
func Edge(t testing.TB, ig *ipg.Graph, name string) *ipg.Edge {
	t.Helper()
	for _, e := range ig.Edges {
		if e.String() == name {
			return e
		}
	}
	t.Fatalf("no IPG edge %s", name)
	return nil
}

// DivloopWeights are hand-chosen segment weights of example divloop's IPG
// (thesis placement), by edge: skipping the loop costs 5+3+6 = 14,
// entering it with N header executions 5+20+30(N-1)+4+2+6 = 37+30(N-1).
var DivloopWeights = map[string]int64{
	"start->div@%bb.0":                  5,
	"div@%bb.0-taken->join@.LBB0_4":     3,  // skip the loop
	"div@%bb.0-not-taken->div@.LBB0_2":  20, // enter it, first iteration
	"div@.LBB0_2-taken->div@.LBB0_2":    30, // one more iteration
	"div@.LBB0_2-not-taken->join@%bb.3": 4,
	"join@%bb.3->join@.LBB0_4":          2,
	"join@.LBB0_4->end":                 6,
}

// Divloop is example divloop's IPG (thesis placement), its one loop and
// DivloopWeights by edge ID.
func Divloop(t testing.TB) (*ipg.Graph, *cfg.Loop, []int64) {
	t.Helper()
	ig := IPG(t, "divloop", ipg.Thesis)
	w := make([]int64, len(ig.Edges))
	for name, x := range DivloopWeights {
		w[Edge(t, ig, name).ID] = x
	}
	if len(ig.CFG.Loops) != 1 {
		t.Fatalf("%d loops", len(ig.CFG.Loops))
	}
	return ig, ig.CFG.Loops[0], w
}
