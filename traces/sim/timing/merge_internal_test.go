package timing

import (
	"slices"
	"testing"
)

// TestMergeOwn: at a merge the operations the child inherited at its
// split count once, completed ones (by the merge's cycle) not at all, and
// the child's own ones with a completion time equal to an inherited one
// (vector memory returns in order) still count.
func TestMergeOwn(t *testing.T) {
	cases := []struct {
		a, b, inh []int64
		t         int64
		want      []int64
	}{
		// Inherited 100 and 200 (still outstanding at 50), the child's own
		// 300, the parent's own 250.
		{[]int64{100, 200, 250}, []int64{100, 200, 300}, []int64{100, 200}, 50, []int64{100, 200, 250, 300}},
		// At 150, 100 is complete in both.
		{[]int64{100, 200, 250}, []int64{100, 200, 300}, []int64{100, 200}, 150, []int64{200, 250, 300}},
		// The child's own load returns with its inherited predecessor: two
		// operations at 200, one of them inherited.
		{[]int64{200}, []int64{200, 200}, []int64{200}, 0, []int64{200, 200}},
		// Nothing outstanding: empty, however often merged.
		{[]int64{10, 20}, []int64{10, 20}, []int64{10, 20}, 30, []int64{}},
	}
	for _, c := range cases {
		if got := mergeOwn(c.a, c.b, c.inh, c.t); !slices.Equal(got, c.want) {
			t.Errorf("mergeOwn(%v, %v, inherited %v, t = %d) = %v, want %v", c.a, c.b, c.inh, c.t, got, c.want)
		}
	}
	// A split and merge per iteration with nothing new outstanding: the
	// list stays as long as the parent's.
	l := []int64{1000, 1100}
	for i := 0; i < 64; i++ {
		child := append([]int64(nil), l...)
		l = mergeOwn(l, child, append([]int64(nil), l...), int64(i))
	}
	if len(l) != 2 {
		t.Errorf("after 64 split-merge rounds: %d outstanding operations, want 2", len(l))
	}
}
