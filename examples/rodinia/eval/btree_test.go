package eval

import (
	"testing"

	"github.com/splitwcet/splitwcet/examples/rodinia"
)

func TestBTree(t *testing.T) { CheckBTree(t, "..", compile(t, "b+tree", "b+tree")) }

// Each flow-facts file bounds the tree-level loop by the height of its
// input set's tree (e100: the small input, e1000: the medium one).
func TestBTreeFacts(t *testing.T) {
	for _, c := range []struct {
		file string
		n    int
	}{
		{"../b+tree/flow_findk_e100.yaml", 100}, {"../b+tree/flow_findrangek_e100.yaml", 100},
		{"../b+tree/flow_findk.yaml", 1000}, {"../b+tree/flow_findrangek.yaml", 1000},
	} {
		if got, h := loopMax(t, c.file), rodinia.NewBTreeInput(c.n).Height; got != h {
			t.Errorf("%s: max %d, the %d-element tree's height is %d", c.file, got, c.n, h)
		}
	}
}
