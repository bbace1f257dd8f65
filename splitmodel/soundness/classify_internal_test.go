package soundness

import (
	"errors"
	"fmt"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// TestClassify: livelock guards (functional and timing), panics and other
// errors land in their categories.
func TestClassify(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want Category
	}{
		{fmt.Errorf("input set in0: %w", &sim.LivelockError{Wave: "wg 0 wave 0", Msg: "executed more than 10 instructions"}), Livelock},
		{errors.New("timing: the cycle limit (100 cycles) was reached with 3 workgroups not dispatched"), Livelock},
		{protect(func() error { panic("boom") }), Crash},
		{errors.New("sim: deadlock: no wave of 1 resident workgroup(s) can issue"), Error},
	} {
		c := &Case{}
		classify(c, "x", tc.err)
		if len(c.Findings) != 1 || c.Findings[0].Category != tc.want {
			t.Errorf("%v: findings %+v, want %s", tc.err, c.Findings, tc.want)
		}
	}
	if k := ErrorKind("sim: deadlock: no wave"); k != "deadlock" {
		t.Errorf("ErrorKind = %q", k)
	}
}
