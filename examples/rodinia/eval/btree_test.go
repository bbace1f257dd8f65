package eval

import (
	"testing"

	"github.com/splitwcet/splitwcet/examples/rodinia"
)

func TestBTree(t *testing.T) { CheckBTree(t, "..", compile(t, "b+tree", "b+tree")) }

// The tree-level loop's bound is the largest height of the input sets'
// trees.
func TestBTreeFacts(t *testing.T) {
	h := max(rodinia.NewBTreeInput(100).Height, rodinia.NewBTreeInput(1000).Height)
	for _, f := range []string{"../b+tree/flow_findk.yaml", "../b+tree/flow_findrangek.yaml"} {
		if got := loopMax(t, f); got != h {
			t.Errorf("%s: max %d, the largest tree height is %d", f, got, h)
		}
	}
}
