package wcet

import "testing"

// TestDescribe: what 'splitwcet wcet' says its bound is sound against,
// for static weights with and without a generation assumption and for
// trace weights (whose bound holds only for the traced runs).
func TestDescribe(t *testing.T) {
	const gcn3 = "sound against the T: documented worst-case latencies of GCN3 hardware for one wavefront alone (no contention, no other wavefront)"
	for _, c := range []struct {
		source, assumption string
		traces             int
		want               string
	}{
		{"static", "", 0, gcn3},
		{"static", "ASSUMED, not checked: x", 0, gcn3 + "; ASSUMED, not checked: x"},
		{"trace", "ASSUMED, not checked: x", 2, "measurement-based: holds for the runs of the 2 trace file(s) on the hardware they name, not for every input"},
	} {
		r := &Run{Source: c.source}
		r.Describe("T", c.assumption, c.traces)
		if r.Model != c.want {
			t.Errorf("%s %q: Model = %q, want %q", c.source, c.assumption, r.Model, c.want)
		}
	}
}
