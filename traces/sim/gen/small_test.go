package gen

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// TestSmallStructuredAssembly: the small kernels parse and build, stay
// near their block budget, and together have what the integer program's
// property tests rely on: loops, nested loops, a loop header at the
// entry, uniform and exec-skip branches.
func TestSmallStructuredAssembly(t *testing.T) {
	seen := map[string]int{}
	for seed := int64(1); seed <= 200; seed++ {
		src := SmallStructuredAssembly(rand.New(rand.NewSource(seed)), 12)
		f, err := asm.Parse(fmt.Sprintf("small%d.s", seed), []byte(src), asm.Options{})
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		g, err := cfg.BuildFile(f, "")
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		if len(g.Blocks) > 24 {
			t.Errorf("seed %d: %d blocks for a budget of 12", seed, len(g.Blocks))
		}
		for _, l := range g.Loops {
			seen["loop"]++
			if l.Header == g.Blocks[0] {
				seen["loop header at entry"]++
			}
			if l.Depth > 1 {
				seen["nested loop"]++
			}
		}
		for _, br := range g.Branches {
			seen[fmt.Sprint(br.Class)]++
		}
	}
	for _, want := range []string{"loop", "loop header at entry", "nested loop", fmt.Sprint(cfg.ExecSkip), fmt.Sprint(cfg.Uniform)} {
		if seen[want] == 0 {
			t.Errorf("no %s in 200 kernels: %v", want, seen)
		}
	}
}
