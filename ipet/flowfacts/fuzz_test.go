package flowfacts_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

// FuzzParseFacts: the flow-facts parser never panics; every error names the
// file; a file that parses also resolves against a real CFG without panicking
// (errors allowed: the labels are random) and then solves without an
// internal error.
func FuzzParseFacts(f *testing.F) {
	for _, name := range examples.Names() {
		if data, ok, _ := examples.Facts(name); ok {
			f.Add(data)
		}
	}
	f.Add([]byte("loops:\n  - line: 14\n    max: 3\n    total: 9\ncounts:\n  - block: .LBB0_7\n    max: 3\ninfeasible:\n  - edge: '%bb.0 -> %bb.1'\n"))
	f.Add([]byte("kernel: k\nloops: [{header: x, max: -1}]\n"))
	f.Add([]byte("loops:\n  - header: .LBB0_2\n    min: 10\n    total: 3\ncounts:\n  - block: .LBB0_4\n    min: 1\n"))
	f.Add([]byte("loops:\n  - header: .LBB0_2\n    max: 1000000000\n  - header: .LBB0_9\n    max: 1000000000\n"))
	_, g := exampletest.Load(f, "reduce")
	ig := exampletest.IPG(f, "reduce", ipg.Thesis)
	w := make([]int64, len(ig.Edges))
	for i := range w {
		w[i] = int64(1 + i%7)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		facts, err := flowfacts.Parse("f.yaml", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.yaml") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		if _, err := facts.Resolve(g); err != nil {
			return
		}
		// Facts that resolve are solved: contradictions and limits are
		// user errors, never internal ones.
		_, err = ipet.Solve(&ipet.Problem{IPG: ig, Weights: w, Facts: facts})
		var ie *ipet.InternalError
		if errors.As(err, &ie) {
			t.Fatalf("%v\n%s", err, data)
		}
	})
}
