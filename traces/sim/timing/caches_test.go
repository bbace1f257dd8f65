package timing_test

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/gen"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// smallCachesYAML turns every level of the memory hierarchy on with tiny
// caches (evictions and set conflicts in every example), two CUs per
// scalar and instruction cache, a banked L2 and a DRAM bandwidth limit.
const smallCachesYAML = `
vector_l1: {bytes: 512, ways: 2, line_bytes: 64, latency: 12}
scalar_cache: {bytes: 256, ways: 2, line_bytes: 64, latency: 3, cus_per_cache: 2}
instruction_cache: {bytes: 512, ways: 2, line_bytes: 64, latency: 6, cus_per_cache: 2, buffer_lines: 2, branch_refetch: 1, lookup_cycles: 1}
l2: {bytes: 4096, ways: 4, line_bytes: 128, latency: 30, banks: 4, interleave_bytes: 256, bank_bytes_per_cycle: 32}
dram: {latency: 150, bytes_per_cycle: 16}
`

// cacheConfigs are the cache-on configurations of the property tests:
// the small caches above and the shipped R9 Nano file.
func cacheConfigs(t *testing.T) map[string]timing.Config {
	return map[string]timing.Config{"small caches": withHW(t, smallCachesYAML), "r9nano": r9nano(t)}
}

// Property: turning the caches on never changes what a kernel computes.
// Every example on every input set, at S = 0, 2 and 63, parallel and
// serial, with the small caches and with r9nano.yaml, gives the outputs,
// instruction and split counts of sim.Machine.Run; and the caches were
// used (scalar cache and L2 lookups, DRAM reads counted).
func TestCachesKeepFunctionalOutputs(t *testing.T) {
	cfgs := cacheConfigs(t)
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			p := loadExample(t, name)
			for _, set := range loadWorkload(t, name).Sets {
				for _, S := range []int{0, 2, 63} {
					m, err := sim.NewMachine(p, set.Launch, sim.Options{S: S})
					if err != nil {
						t.Fatal(err)
					}
					want, err := m.Run()
					if err != nil {
						t.Fatal(err)
					}
					for _, hwName := range []string{"small caches", "r9nano"} {
						for _, serial := range []bool{false, true} {
							got := run(t, p, set.Launch, cfgs[hwName], timing.Options{S: S, Serial: serial})
							for i := range want.Outputs {
								if !bytes.Equal(got.Outputs[i].Data, want.Outputs[i].Data) {
									t.Errorf("%s %s S=%d serial=%v: output %s differs", set.Name, hwName, S, serial, want.Outputs[i].Name)
								}
							}
							if got.Instructions != want.Instructions || got.Splits != want.Splits {
								t.Errorf("%s %s S=%d: %d instructions %d splits, functional %d and %d", set.Name, hwName, S,
									got.Instructions, got.Splits, want.Instructions, want.Splits)
							}
							c := got.Stats.Caches
							if c.ScalarHits+c.ScalarMisses == 0 || c.L2Misses == 0 || c.DRAMLines == 0 {
								t.Errorf("%s %s: caches unused: %+v", set.Name, hwName, c)
							}
						}
					}
				}
			}
		})
	}
}

// The same property on 60 random kernels (traces/sim/gen, default
// marking: most of them split) at S = 0 and 4: the timing run with the
// small caches computes what the run without caches computes. (Only the
// outputs: how many instructions the splits of a random kernel execute
// depends on the schedule, with or without caches.)
func TestCachesKeepFunctionalOutputsRandom(t *testing.T) {
	hw := withHW(t, smallCachesYAML)
	for seed := range uint64(60) {
		size := []int{64, 100, 128, 256}[seed%4]
		k := gen.Random(seed, size)
		p := loadAsm(t, fmt.Sprintf("gen%d.s", seed), k.Assembly())
		l := genLaunch(seed, size, 1+int(seed%3))
		for _, S := range []int{0, 4} {
			off := run(t, p, l, timing.Default(), timing.Options{S: S})
			on := run(t, p, l, hw, timing.Options{S: S})
			if len(off.Outputs) == 0 || len(on.Outputs) != len(off.Outputs) {
				t.Fatalf("seed %d S=%d: %d outputs with caches on, %d off; want the same, at least one", seed, S, len(on.Outputs), len(off.Outputs))
			}
			for i := range off.Outputs {
				if !bytes.Equal(on.Outputs[i].Data, off.Outputs[i].Data) {
					t.Fatalf("seed %d S=%d: output %s differs with caches on", seed, S, off.Outputs[i].Name)
				}
			}
		}
	}
}

// Unmarked kernels stay S-invariant with the caches on: every example with
// its marks cleared and 50 random unmarked kernels, on the small caches
// (cycles, results including cache statistics, every IPT event equal at
// S = 0, 1, 2, 4, 63, both modes).
func TestUnsplitInvariantInSCaches(t *testing.T) {
	hw := withHW(t, smallCachesYAML)
	for _, name := range examples.Names() {
		src, err := examples.Assembly(name)
		if err != nil {
			t.Fatal(err)
		}
		p := loadAsm(t, name+"/kernel.s", unmark(string(src)))
		for _, set := range loadWorkload(t, name).Sets {
			assertInvariantInS(t, name+" "+set.Name+" (caches)", p, set.Launch, hw)
		}
	}
	for seed := range uint64(50) {
		size := []int{64, 128, 320}[seed%3]
		k := gen.RandomMarked(seed, size, gen.MarkNone)
		p := loadAsm(t, fmt.Sprintf("gen%d.s", seed), k.Assembly())
		assertInvariantInS(t, fmt.Sprintf("gen seed %d (caches)", seed), p, genLaunch(seed, size, 1+int(seed%3)), hw)
		if t.Failed() {
			return
		}
	}
}

// With the caches on a run is still deterministic: the same events and
// result twice.
func TestCachesDeterministic(t *testing.T) {
	p := loadExample(t, "synthetic_split")
	set := loadWorkload(t, "synthetic_split").Sets[0]
	hw := withHW(t, smallCachesYAML)
	var evs [2][]traces.Event
	var res [2]*timing.Result
	for i := range evs {
		opt := timing.Options{S: 4, Probes: named(probeAll(p))}
		e := record(&opt)
		res[i] = run(t, p, set.Launch, hw, opt)
		evs[i] = *e
	}
	if !reflect.DeepEqual(evs[0], evs[1]) || !reflect.DeepEqual(res[0], res[1]) {
		t.Error("two runs with caches differ")
	}
	// The caches change the timing: the same run without them differs.
	if off := run(t, p, set.Launch, timing.Default(), timing.Options{S: 4}); off.Cycles == res[0].Cycles {
		t.Errorf("caches on and off give the same cycles (%d)", off.Cycles)
	}
}
