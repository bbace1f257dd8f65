package splitmodel

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestLanesFactsChecked: a lanes fact (only the static bound trusts it) is
// checked against every simulated run, as loop facts are against traces.
// On examples/frontier the edge loop's first block runs the unvisited
// vertices of a wavefront (level_in < 0; every vertex has edges): with the
// most of them in one wavefront of either input set, computed here from
// the workload's buffers, the fact holds; one lane fewer is refused,
// naming the fact's line and the load.
func TestLanesFactsChecked(t *testing.T) {
	k, err := kernel.Example("frontier", kernel.Config{Simulate: true})
	if err != nil {
		t.Fatal(err)
	}
	most := 0
	for _, set := range k.Workload.Sets {
		var levels []byte
		for _, a := range set.Launch.Args {
			if a.Name == "level_in" {
				levels = a.Buffer
			}
		}
		for w := 0; w < len(levels)/4; w += isa.MaxLanes {
			n := 0
			for v := w; v < min(w+isa.MaxLanes, len(levels)/4); v++ {
				if int32(binary.LittleEndian.Uint32(levels[4*v:])) < 0 {
					n++
				}
			}
			most = max(most, n)
		}
	}
	if most < 2 {
		t.Fatalf("the workload has at most %d unvisited vertices per wavefront: nothing to check", most)
	}
	simulate := func(max int) error {
		src := fmt.Sprintf("kernel: %s\nloops:\n  - {header: .LBB0_5, max: 16}\nlanes:\n  - {block: .LBB0_5, max: %d}\n", k.Fn.Name, max)
		if k.Facts, err = flowfacts.Parse("lanes.yaml", []byte(src)); err != nil {
			t.Fatal(err)
		}
		_, err := Simulate(SimConfig{Kernel: k, Sets: k.Workload.Sets, S: []int{0, 4}, Modes: []timing.Mode{timing.Parallel, timing.Serial}})
		return err
	}
	if err := simulate(most); err != nil {
		t.Errorf("max %d (the workload's most): %v", most, err)
	}
	err = simulate(most - 1)
	t.Logf("max %d: %v", most-1, err)
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("lanes.yaml:5: block .LBB0_5 has at most %d lanes of a wavefront active by this fact, but a simulated wavefront had %d active at flat_load_dword (line 101)", most-1, most)) {
		t.Errorf("max %d: want the fact refused, naming its line and the load; got %v", most-1, err)
	}
}
