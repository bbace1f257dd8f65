package staticbound_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/soundness"
	"github.com/splitwcet/splitwcet/splitmodel/staticbound"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// checkServices runs k on every input set at each S (both modes) and
// fails when the vector memory unit charges an instruction more service
// cycles than the address analysis allows (the simulator's test hook
// timing.Options.VMEMService). It returns how many accesses it checked
// and how many had a bound below the analysis-free worst case.
func checkServices(t *testing.T, name string, k *kernel.Kernel, sets []workload.Set, Ss []int) (checked, tighter int) {
	t.Helper()
	svcs := staticbound.VMEMServices(k.IPG.CFG, &k.HW, staticbound.Shapes(sets))
	lds := staticbound.LDSPassBounds(k.IPG.CFG, &k.HW, staticbound.Shapes(sets))
	worst := map[*asm.Instruction]bool{}
	for in, c := range svcs {
		if c < staticbound.WorstVMEMService(isa.For(k.Arch), &k.HW, in) {
			worst[in] = true
		}
	}
	tighter = len(worst)
	for _, set := range sets {
		for _, S := range Ss {
			for _, serial := range []bool{false, true} {
				var bad []string
				hook := func(pc int, svc int64) {
					checked++
					in := k.Program.Instrs[pc].Parsed
					c, ok := svcs[in]
					if !ok && k.Program.Instrs[pc].InCallee() {
						// A callee's access: the static bound charges
						// the worst line count (calls.go).
						c, ok = staticbound.WorstVMEMService(isa.For(k.Arch), &k.HW, in), true
					}
					if !ok {
						bad = append(bad, "no bound for "+in.Text)
					} else if svc > c {
						bad = append(bad, in.Pos().String()+" "+in.Text)
						t.Errorf("%s set %s S=%d serial=%v: %s (%s): service %d > bound %d", name, set.Name, S, serial, in.Text, in.Pos(), svc, c)
					}
				}
				ldsHook := func(pc int, passes int64) {
					checked++
					in := k.Program.Instrs[pc].Parsed
					b, ok := lds[in]
					if !ok && k.Program.Instrs[pc].InCallee() {
						b, ok = static.LDSPasses(in), true
					}
					if !ok || passes > b {
						bad = append(bad, in.Pos().String()+" "+in.Text)
						t.Errorf("%s set %s S=%d serial=%v: %s (%s): %d LDS passes > bound %d", name, set.Name, S, serial, in.Text, in.Pos(), passes, b)
					}
				}
				if _, err := timing.Run(k.Program, set.Launch, k.HW, timing.Options{S: S, Serial: serial, VMEMService: hook, LDSPasses: ldsHook}); err != nil {
					t.Fatalf("%s set %s S=%d: %v", name, set.Name, S, err)
				}
				if len(bad) > 0 {
					t.Fatalf("%s: %d accesses above their bound, first %s", name, len(bad), bad[0])
				}
			}
		}
	}
	return checked, tighter
}

// TestAddressBoundExamples: on every example and input set, no vector
// memory instruction is served longer than its address-analysis bound.
func TestAddressBoundExamples(t *testing.T) {
	for _, name := range examples.Names() {
		k, err := kernel.Example(name, kernel.Config{Simulate: true})
		if err != nil {
			t.Fatal(err)
		}
		n, tight := checkServices(t, name, k, k.Workload.Sets, []int{0, 2})
		t.Logf("%s: %d accesses checked, %d of %d instructions below the worst case", name, n, tight, countVMEM(k))
	}
}

func countVMEM(k *kernel.Kernel) int {
	n := 0
	for _, in := range k.Program.Instrs {
		if in.Class == "vmem" {
			n++
		}
	}
	return n
}

// TestAddressBoundRandom: the same property on the soundness campaign's
// random kernels (workgroup sizes 32..256, partial waves included), on the
// default hardware and on one with 48-byte lines (not a power of two: a
// window wrapping at 2^64 counts twice) at 16 bytes per cycle.
func TestAddressBoundRandom(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 10
	}
	odd := timing.Default()
	odd.VMemLineBytes, odd.VMemBytesPerCycle = 48, 16
	for _, hw := range []timing.Config{timing.Default(), odd} {
		addressBoundRandom(t, n, hw)
	}
}

func addressBoundRandom(t *testing.T, n int, hw timing.Config) {
	c := soundness.Config{Kernels: n, Seed: 7, Sizes: []int{32, 64, 100, 128, 256}, Sets: 2, MaxGroups: 6, S: []int{0, 2, 63}, HW: hw}
	if err := c.Normalize(); err != nil {
		t.Fatal(err)
	}
	total, tight := 0, 0
	for i := 0; i < n; i++ {
		spec := c.Spec(i)
		wf, err := workload.Parse("workload.yaml", spec.Workload())
		if err != nil {
			t.Fatal(err)
		}
		k, err := kernel.FromText("kernel.s", []byte(spec.Kernel().Assembly()), kernel.Config{Simulate: true, Workload: wf, HW: &c.HW})
		if err != nil {
			t.Fatal(err)
		}
		x, y := checkServices(t, fmt.Sprint("random kernel ", i), k, wf.Sets, []int{0, 2, 63})
		total, tight = total+x, tight+y
	}
	if total == 0 {
		t.Fatal("no vector memory access checked")
	}
	t.Logf("%d accesses checked, %d instructions below the worst case", total, tight)
}

// testdataKernel loads testdata/NAME/kernel.s with its workload.yaml on
// the default hardware, ready to simulate.
func testdataKernel(t *testing.T, name string) (*kernel.Kernel, *workload.File) {
	t.Helper()
	dir := filepath.Join("testdata", name)
	wf, err := workload.ParseFile(filepath.Join(dir, "workload.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(dir, "kernel.s"))
	if err != nil {
		t.Fatal(err)
	}
	hw := timing.Default()
	k, err := kernel.FromText(filepath.Join(dir, "kernel.s"), src, kernel.Config{Simulate: true, Workload: wf, HW: &hw})
	if err != nil {
		t.Fatal(err)
	}
	return k, wf
}

// TestAddressBoundMac: v_mac_f32 reads its destination (D = S0 × S1 + D),
// so an address built with it from a lane-dependent destination and
// uniform sources is lane-dependent: each of the wavefront's 64 lanes
// loads its own line (testdata/macaddr). Taking v_mac's result as uniform
// gave a 1-line service bound and a static bound below the observation.
func TestAddressBoundMac(t *testing.T) {
	k, wf := testdataKernel(t, "macaddr")
	if checked, _ := checkServices(t, "macaddr", k, wf.Sets, []int{0}); checked != 16 {
		t.Errorf("%d accesses checked, want 16 (8 loads, two modes)", checked)
	}
}

// TestLDSLinear: the LDS accesses of testdata/ldstile (a 16 x 16
// workgroup, x = l mod 16 and y = 4w + l / 16 in lane l of wave w) get the
// bank passes of their lane-linear addresses, computed by hand per half
// (32 lanes: 16 x values, 2 rows): a row 4(16y + x) is 32 consecutive
// words, 1 pass; a column 4(16x + y) puts 8 words in each of 4 banks, 8
// passes; 68x + 4y + 4 (17 words apart) meets each bank at most twice, 2;
// 4(16y + x) - 4 under EXEC narrowed to x < 8 is still a row, 1; after
// EXEC is restored the lanes x >= 8 hold 0, the lin fact is dropped and
// the window bound holds (4 rows of unknown base, or 0: 5 groups, 10 taken
// as integers, each within 16 words: 10 passes); a row clamped with
// v_max, 4x + 64·max(y - 1, 3), is per lane a row (1 pass) or 16 words
// of one base (1 pass): 2; so is 4x + 64·(y even ? 8 : y - 1) chosen by
// v_cndmask, and there the run needs both: in each half the even row's
// words 128 + x and the odd row's 16(y - 1) + x share their banks (2
// passes; one form alone would allow 1). Each per dword and half, both
// halves: the bound is twice the passes. The simulator's own counts stay
// within the bounds (checkServices: 7 instructions, 4 and 8 waves, S = 0
// and 2, both modes).
func TestLDSLinear(t *testing.T) {
	k, wf := testdataKernel(t, "ldstile")
	lds := staticbound.LDSPassBounds(k.IPG.CFG, &k.HW, staticbound.Shapes(wf.Sets))
	var got []int64
	for _, b := range k.IPG.CFG.Blocks {
		for _, in := range b.Instrs {
			if p, ok := lds[in]; ok {
				got = append(got, p)
			}
		}
	}
	want := []int64{2, 16, 4, 2, 20, 4, 4}
	if !slices.Equal(got, want) {
		t.Errorf("LDS pass bounds %v, want %v", got, want)
	}
	if checked, _ := checkServices(t, "ldstile", k, wf.Sets, []int{0, 2}); checked != 336 {
		t.Errorf("%d accesses checked, want 336", checked)
	}
}
