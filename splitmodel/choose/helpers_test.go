package choose

import (
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

// exampleConfig is a Config for an embedded example.
func exampleConfig(tb testing.TB, name string, S int) Config {
	tb.Helper()
	k, err := kernel.Example(name, kernel.Config{Simulate: true})
	if err != nil {
		tb.Fatal(err)
	}
	return Config{Kernel: k, S: S, Confirm: 3}
}
