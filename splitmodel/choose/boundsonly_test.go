package choose

import (
	"bytes"
	"testing"
)

// TestConfirmationsBoundsOnly: choose on examples/large at S = 4 writes
// the same JSON whether its confirmations skip the role variants an
// earlier one covers (KernelOptions.BoundsOnly, ipet.Covered) or solve
// them all. Its confirmations fall back to the all-executions roles, whose
// roles have a variant per marked branch (hundreds for the first-S
// marking), so the skip is exercised: the JSON holds every confirmed
// marking's simulated bound and each role's L.
func TestConfirmationsBoundsOnly(t *testing.T) {
	if testing.Short() {
		t.Skip("two choose runs on examples/large")
	}
	var out [2][]byte
	for i, on := range []bool{true, false} {
		confirmBoundsOnly = on
		r, err := Run(exampleConfig(t, "large", 4))
		confirmBoundsOnly = true
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := WriteJSON(&buf, r, "", nil, nil); err != nil {
			t.Fatal(err)
		}
		out[i] = buf.Bytes()
	}
	if !bytes.Equal(out[0], out[1]) {
		t.Fatalf("the JSON differs with BoundsOnly (%d bytes) and without (%d bytes)", len(out[0]), len(out[1]))
	}
	if !bytes.Contains(out[0], []byte(`"simulated_L_cycles"`)) {
		t.Fatalf("no role bounds in the JSON: the test compares too little")
	}
}
