package static

import (
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

const queueSrc = `	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.globl	k
	.p2align	8
	.type	k,@function
k:
	flat_load_dword v1, v[2:3]
	flat_load_dword v4, v[2:3]
	s_barrier
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
`

// TestQueueOwnOperations checks the own queue by hand on the default
// hardware (no address facts: every load served 256 cycles, latency 320,
// a visit every 4 cycles). Without the queue: the first load issues 0-4
// and is due at 0 + 256 + 320 + 3 = 579, the second 4-8 due 583,
// s_barrier 8-16 (4 + 4 for the visit), s_waitcnt waits to 583 and issues
// to 587, s_endpgm 587-591. With the queue the second load is served
// after the first: due 579 + 256 = 835, so 835 + 4 + 4 = 843. Restarting
// at the barrier (issued at 8; SegmentWeightsAtBarriers), the two loads
// outstanding are due at 8 + 575 (the latency from the end of issue:
// the first was issued before) and 256 later: 8 + 831 + 8 = 847; without
// the queue both at that latency from the barrier, 8 + 575: 583 + 8 =
// 591.
func TestQueueOwnOperations(t *testing.T) {
	ig := kernelIPG(t, "queue.s", queueSrc)
	hw := timing.Default()
	for _, c := range []struct {
		queued         bool
		plain, restart int64
	}{{false, 591, 591}, {true, 843, 847}} {
		tab, err := FromHardwareWith(&hw, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.queued {
			tab.QueueOwnOperations()
		}
		plain, err := SegmentWeights(ig, tab)
		if err != nil {
			t.Fatal(err)
		}
		reset, err := SegmentWeightsAtBarriers(ig, tab)
		if err != nil {
			t.Fatal(err)
		}
		if len(ig.Edges) != 1 {
			t.Fatalf("%d edges, want 1: %v", len(ig.Edges), ig.Edges)
		}
		if plain[0] != c.plain || reset[0] != c.restart {
			t.Errorf("queued %v: %d and %d at the barrier, want %d and %d", c.queued, plain[0], reset[0], c.plain, c.restart)
		}
	}
}
