package ipet_test

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/internal/exampletest"
	"github.com/splitwcet/splitwcet/ipet"
)

// FuzzParseFacts: the flow-facts parser never panics; every error names the
// file; a file that parses also resolves against a real CFG without panicking
// (errors allowed: the labels are random).
func FuzzParseFacts(f *testing.F) {
	for _, name := range examples.Names() {
		if data, ok, _ := examples.Facts(name); ok {
			f.Add(data)
		}
	}
	f.Add([]byte("loops:\n  - line: 14\n    max: 3\n    total: 9\ncounts:\n  - block: .LBB0_7\n    max: 3\ninfeasible:\n  - edge: '%bb.0 -> %bb.1'\n"))
	f.Add([]byte("kernel: k\nloops: [{header: x, max: -1}]\n"))
	_, g := exampletest.Load(f, "reduce")
	f.Fuzz(func(t *testing.T, data []byte) {
		facts, err := ipet.ParseFacts("f.yaml", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.yaml") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		_, _ = facts.Resolve(g)
	})
}
