package static

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

const barrierSrc = `	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.globl	k
	.p2align	8
	.type	k,@function
k:
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_2
	flat_load_dword v1, v[2:3]
.LBB0_2:
	s_or_b64 exec, exec, s[8:9]
	s_barrier
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
`

// TestSegmentWeightsAtBarriers: after an s_barrier the path machine
// restarts from the flow's bound on outstanding operations, due at the
// worst latency from the barrier's issue. The segment from the join to
// the end, default hardware (FromHardware): the load that may be
// outstanding is due 575 cycles (256 service + 320 latency + 3 for the
// visit - 4, from the end of its issue) after the segment's start; s_or
// 0-4, s_barrier 4-12, s_waitcnt waits to 575, issues to 579, s_endpgm
// 579-583. Restarting at the barrier, the load is due 4 + 575 = 579: 587.
func TestSegmentWeightsAtBarriers(t *testing.T) {
	ig := kernelIPG(t, "barrier.s", barrierSrc)
	hw := timing.Default()
	tab, err := FromHardware(&hw)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := SegmentWeights(ig, tab)
	if err != nil {
		t.Fatal(err)
	}
	reset, err := SegmentWeightsAtBarriers(ig, tab)
	if err != nil {
		t.Fatal(err)
	}
	join := ig.IPT("join@.LBB0_2")
	if join == nil {
		t.Fatalf("no join IPT: %v", ig.IPTs)
	}
	for _, e := range ig.Edges {
		if reset[e.ID] < plain[e.ID] {
			t.Errorf("edge %s: %d with the restart, %d without", e, reset[e.ID], plain[e.ID])
		}
		if e.From == join {
			if plain[e.ID] != 583 || reset[e.ID] != 587 {
				t.Errorf("edge %s: %d and %d, want 583 and 587", e, plain[e.ID], reset[e.ID])
			}
		} else if reset[e.ID] != plain[e.ID] {
			t.Errorf("edge %s passes no barrier: %d with the restart, %d without", e, reset[e.ID], plain[e.ID])
		}
	}
}

// kernelIPG parses src (file name for messages) and returns the IPT graph
// (thesis placement) of its kernel k.
func kernelIPG(t *testing.T, name, src string) *ipg.Graph {
	t.Helper()
	f, err := asm.Parse(name, []byte(src), asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "k")
	if err != nil {
		t.Fatal(err)
	}
	ig, err := ipg.Build(g, ipg.Thesis)
	if err != nil {
		t.Fatal(err)
	}
	return ig
}
