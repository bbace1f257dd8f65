package static

import (
	"os"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/ipg"
)

// TestRefusesCalls: a kernel calling a __noinline__ device function
// (testdata/call.hip compiled by hipcc for gfx803 with
// -mllvm -amdgpu-early-inline-all=false: one s_swappc_b64) gets no static
// bound, with an error naming the call site, instead of a bound that leaves
// the callee out.
func TestRefusesCalls(t *testing.T) {
	src, err := os.ReadFile("testdata/call.s")
	if err != nil {
		t.Fatal(err)
	}
	f, err := asm.Parse("testdata/call.s", src, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "calls")
	if err != nil {
		t.Fatal(err)
	}
	ig, err := ipg.Build(g, ipg.Thesis)
	if err != nil {
		t.Fatal(err)
	}
	_, err = SegmentWeights(ig, Default())
	if err == nil || !strings.Contains(err.Error(), "s_swappc_b64 at testdata/call.s:") {
		t.Fatalf("want a refusal naming the s_swappc_b64, got %v", err)
	}
	// The pictures' per-block costs still work (no bound is claimed there).
	if c := BlockCosts(g, Default()); len(c) != len(g.Blocks) {
		t.Errorf("BlockCosts: %d costs for %d blocks", len(c), len(g.Blocks))
	}
}
