// Package exampletest loads the embedded example kernels for tests of the
// packages downstream of cfg (render, ipg, ipet, ...): parse the example's
// assembly and build its kernel's CFG, failing the test on any error.
package exampletest

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
)

// Load parses example name (reported as NAME/kernel.s) and builds the CFG of
// its only kernel.
func Load(t testing.TB, name string) (*asm.File, *cfg.Graph) {
	t.Helper()
	src, err := examples.Assembly(name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := asm.Parse(name+"/kernel.s", src, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	return f, g
}
