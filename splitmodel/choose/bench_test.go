package choose

import "testing"

// BenchmarkChooseLarge is 'splitwcet choose' on the largest example
// (examples/large: 595 blocks, 379 candidates) with S = 4 over its three
// input sets, simulation included: the unsplit runs, the search, the
// baselines and the simulation of the three best predictions and the
// baselines. Target: under a minute per iteration on one core:
//
//	go test ./splitmodel/choose -run '^$' -bench ChooseLarge -benchtime 1x -cpu 1
func BenchmarkChooseLarge(b *testing.B) {
	c := exampleConfig(b, "large", 4)
	for i := 0; i < b.N; i++ {
		r, err := Run(c)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(r.Search.Evaluated), "markings")
		b.ReportMetric(float64(r.Chosen.Sim.Bound), "bound")
	}
}
