package staticbound

import (
	"strings"

	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// TestLaneCompares: synthetic_split's 63 lane-bit tests are known lane
// sets (level d: bit d of the lane number; the root's `v_cmp_eq_u32 vcc,
// 1, v1` with v1 = v0 & 1: the odd lanes) for one-dimensional
// workgroups, and the lanes every launch wavefront holds are those of the
// smallest last wavefront (100 work-items: 36); with a two-dimensional
// shape of x size 16 or without shapes nothing is known.
func TestLaneCompares(t *testing.T) {
	ig := exampletest.IPG(t, "synthetic_split", ipg.Thesis)
	lanes, launch := laneCompares(ig.CFG, []Shape{{128, 1, 1}, {64, 1, 1}, {100, 1, 1}})
	if len(lanes) != 63 || launch != 1<<36-1 {
		t.Fatalf("%d compares, launch lanes %x; want 63 and 36 lanes", len(lanes), launch)
	}
	root := ig.CFG.Blocks[0]
	found := false
	for _, in := range root.Instrs {
		if set, ok := lanes[in]; ok {
			found = true
			if in.Op != "v_cmp_eq_u32" || set != 0xaaaaaaaaaaaaaaaa {
				t.Errorf("root compare %s: %x, want the odd lanes", in.Text, set)
			}
		}
	}
	if !found {
		t.Error("the root's compare is not a known lane set")
	}
	levels := map[uint64]int{}
	for _, set := range lanes {
		levels[set]++
	}
	// Levels 1..5 test bit d set (v_cmp_ne 0): one set per level, 2^d
	// compares each.
	for d := 1; d < 6; d++ {
		var want uint64
		for l := 0; l < 64; l++ {
			if l>>d&1 == 1 {
				want |= 1 << l
			}
		}
		if levels[want] != 1<<d {
			t.Errorf("level %d: %d compares of lanes %x, want %d", d, levels[want], want, 1<<d)
		}
	}
	for _, shapes := range [][]Shape{nil, {{16, 4, 1}}, {{128, 1, 1}, {16, 16, 1}}} {
		if l, n := laneCompares(ig.CFG, shapes); l != nil || n != 0 {
			t.Errorf("shapes %v: %d compares, launch %x; want none", shapes, len(l), n)
		}
	}
	// An x size that is a multiple of 64 keeps the lane bits.
	if l, _ := laneCompares(ig.CFG, []Shape{{64, 4, 1}}); len(l) != 63 {
		t.Errorf("64 x 4: %d compares, want 63", len(l))
	}
}

// TestModeKept: a callee that writes MODE bit 21 (or any MODE field
// covering it) makes the forced splits unusable in its caller; one that
// writes other MODE fields, or no callee at all, keeps them.
func TestModeKept(t *testing.T) {
	for _, c := range []struct {
		insn string
		kept bool
	}{
		{"v_mov_b32_e32 v1, 1", true},
		{"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0", true},
		{"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0", false},
		{"s_setreg_imm32_b32 hwreg(1, 16, 8), 0", false},
		{"s_setreg_b32 hwreg(HW_REG_MODE, 0, 32), s2", false},
	} {
		src := strings.Replace(callSrc, "v_mov_b32_e32 v0, 1", c.insn, 1)
		k, err := kernel.FromText("call.s", []byte(src), kernel.Config{Kernel: "k"})
		if err != nil {
			t.Fatal(err)
		}
		if got := modeKept(k.IPG.CFG); got != c.kept {
			t.Errorf("callee with %q: modeKept %v, want %v", c.insn, got, c.kept)
		}
	}
	ig := exampletest.IPG(t, "synthetic_split", ipg.Thesis)
	if !modeKept(ig.CFG) {
		t.Error("a kernel without calls: modeKept false")
	}
}
