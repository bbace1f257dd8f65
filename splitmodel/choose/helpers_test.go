package choose

import (
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// exampleConfig is a Config for an embedded example.
func exampleConfig(tb testing.TB, name string, S int) Config {
	tb.Helper()
	src, err := examples.Assembly(name)
	if err != nil {
		tb.Fatal(err)
	}
	wd, err := examples.Workload(name)
	if err != nil {
		tb.Fatal(err)
	}
	wf, err := workload.Parse("examples/"+name+"/workload.yaml", wd)
	if err != nil {
		tb.Fatal(err)
	}
	var facts *ipet.Facts
	if data, ok, err := examples.Facts(name); err != nil {
		tb.Fatal(err)
	} else if ok {
		if facts, err = ipet.ParseFacts("examples/"+name+"/flow.yaml", data); err != nil {
			tb.Fatal(err)
		}
	}
	return Config{Name: "examples/" + name + "/kernel.s", Src: src, Workload: wf, HW: timing.Default(), Facts: facts, S: S, Confirm: 3}
}
