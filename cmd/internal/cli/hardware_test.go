package cli

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// TestReadHardware: the default hardware with --split-policy and
// --reconverge applied in order; fcfs with --reconverge and an unknown
// policy are usage errors, a missing file names --hw.
func TestReadHardware(t *testing.T) {
	hw, data, err := ReadHardware("", "child-first", true)
	if err != nil || data != nil {
		t.Fatalf("default hardware: %v (data %d bytes)", err, len(data))
	}
	if hw.SplitPolicy != split.ChildFirst || !hw.Reconverge {
		t.Errorf("policy %v reconverge %v, want child-first and true", hw.SplitPolicy, hw.Reconverge)
	}
	for _, c := range []struct {
		path, policy string
		reconverge   bool
		want         string
	}{
		{"", "fcfs", true, "needs a budgeted split policy"},
		{"", "lottery", false, `--split-policy "lottery"`},
		{"/nonexistent/hw.yaml", "", false, "--hw:"},
	} {
		if _, _, err := ReadHardware(c.path, c.policy, c.reconverge); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadHardware(%q, %q, %v) = %v, want an error containing %q", c.path, c.policy, c.reconverge, err, c.want)
		}
	}
}
