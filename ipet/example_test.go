package ipet_test

import (
	"fmt"
	"log"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipg"
)

// The divloop example: a loop whose trip count comes from memory, bounded
// by a flow fact, with hand-made segment weights.
func ExampleSolve() {
	src, err := examples.Assembly("divloop")
	if err != nil {
		log.Fatal(err)
	}
	f, err := asm.Parse("divloop/kernel.s", src, asm.Options{})
	if err != nil {
		log.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		log.Fatal(err)
	}
	ig, err := ipg.Build(g, ipg.Thesis)
	if err != nil {
		log.Fatal(err)
	}
	facts, err := flowfacts.Parse("flow.yaml", []byte(`
kernel: divloop
loops:
  - line: kernel.hip:33   # or: header: .LBB0_2
    max: 4
`))
	if err != nil {
		log.Fatal(err)
	}
	weights := make([]int64, len(ig.Edges))
	for i, e := range ig.Edges {
		weights[i] = int64(10 + 5*len(e.Blocks)) // stand-in for measured maxima
	}
	res, err := ipet.Solve(&ipet.Problem{IPG: ig, Weights: weights, Facts: facts})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("bound:", res.Bound)
	for _, b := range res.LoopBounds {
		fmt.Println(b)
	}
	for _, e := range res.CriticalPath {
		fmt.Printf("  %-36s %d\n", e, weights[e.ID])
	}
	// Output:
	// bound: 140
	// loop .LBB0_2: max 4 (facts:flow.yaml:4)
	//   start->div@%bb.0                     15
	//   div@%bb.0-not-taken->div@.LBB0_2     25
	//   div@.LBB0_2-taken->div@.LBB0_2       15
	//   div@.LBB0_2-taken->div@.LBB0_2       15
	//   div@.LBB0_2-taken->div@.LBB0_2       15
	//   div@.LBB0_2-not-taken->join@%bb.3    20
	//   join@%bb.3->join@.LBB0_4             20
	//   join@.LBB0_4->end                    15
}
